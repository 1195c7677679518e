import type { ApiResponse } from '../shared/api-types';
import { DOWNLOAD_EXPIRES_SECONDS } from '../shared/documents';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { downloadUrl, scanState } from './data/document-store';
import { LISTED_FILE_STATUSES } from './data/documents';
import { getDashboardUser } from './data/users';
import { audit, fileOf } from './domain/documents';

/**
 * GET /api/requests/{id}/documents/{fileId}/download: a link valid for a minute that downloads
 * the file as an attachment. In AWS, only once GuardDuty has scanned it and found nothing.
 */
export const handler = createHandler(
  'downloadDocument',
  async ({ event, caller }) => {
    const { file } = await fileOf(event, caller);
    if (!LISTED_FILE_STATUSES.includes(file.status)) throw new HttpError(404, 'No document with this id.');
    // The verdict on the version that was checked at completion (a copy no form can overwrite).
    const scan = await scanState(file.key, file.versionId);
    if (scan === 'pending') {
      throw new HttpError(409, 'The file is still being checked for malware. Try again in a minute.');
    }
    if (scan === 'threats-found') {
      throw new HttpError(409, 'The malware check found a threat in this file: it cannot be downloaded.');
    }
    if (scan === 'unavailable') {
      throw new HttpError(409, 'The malware check could not scan this file: it cannot be downloaded.');
    }
    const now = new Date();
    const url = await downloadUrl(file.key, file.fileName, DOWNLOAD_EXPIRES_SECONDS, file.versionId);
    await audit('document.downloaded', caller, file, undefined, now);
    return json(200, {
      url,
      expiresAt: new Date(now.getTime() + DOWNLOAD_EXPIRES_SECONDS * 1000).toISOString(),
      scan,
    } satisfies ApiResponse<'downloadDocument'>);
  },
  getDashboardUser,
);
