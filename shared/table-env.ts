import type { TableKey } from './tables';

/**
 * The environment variable through which a Lambda learns a table's name: `TABLE_` and the table's
 * key in capitals ('leadSearch' is `TABLE_LEAD_SEARCH`). A rule rather than a field of the table
 * list, so a handler carries this line and not every table's definition.
 */
export const tableEnvVar = (key: TableKey): string =>
  `TABLE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
