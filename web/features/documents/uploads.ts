import type { RuntimeConfig } from '../../../shared/runtime-config';
import { ApiError } from '../../lib/api-core';
import { UploadCancelled } from './bucket';

/**
 * What the upload controls decide without the browser: how a failed upload ends (its sender
 * stopped it, the connection failed and a retry may help, or the API or the bucket refused it in
 * words), whether a checklist item can take what was chosen, and whether the stack is the local
 * one (which has no malware scanner).
 */

/** How a failed upload ends for its sender. */
export type UploadFailure = 'cancelled' | 'network' | 'refused';

export function failureOf(error: unknown): UploadFailure {
  if (error instanceof UploadCancelled) return 'cancelled';
  // Status 0: no answer at all (the API or the bucket could not be reached).
  if (error instanceof ApiError && error.status === 0) return 'network';
  return 'refused';
}

/**
 * Why a checklist item cannot take the files chosen or dropped, or '' when it can. An item takes
 * one file: the API refuses another while one awaits review, until it is deleted or rejected.
 */
export function oneAtATime(files: readonly Pick<File, 'name'>[]): string {
  if (files.length <= 1) return '';
  const names = files.map((f) => f.name);
  const listed =
    names.length === 2 ? `${names[0]} or ${names[1]}` : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `This item takes one file at a time: choose ${listed}. Another can follow if the firm rejects it or you delete it.`;
}

/** The local stack: its config names the Cognito emulator and the demo accounts, AWS's neither. */
export function isLocalStack(config: Pick<RuntimeConfig, 'userPoolEndpoint' | 'demo'>): boolean {
  return config.userPoolEndpoint !== undefined || config.demo !== undefined;
}
