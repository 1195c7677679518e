import { tableEnvVar } from '../../shared/table-env';
import type { TableKey } from '../../shared/tables';

/** Reads a required environment variable once, failing fast with its name. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function tableName(key: TableKey): string {
  return requiredEnv(tableEnvVar(key));
}
