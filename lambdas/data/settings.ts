import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_RESPONSE_TARGET_HOURS } from '../../shared/business-hours';
import { DEFAULT_RETENTION_YEARS } from '../../shared/documents';
import { firm } from '../../shared/firm';
import type { FirmSettings } from '../../shared/portal-model';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';

/**
 * The deployment's alert address (ALERT_EMAIL), else the firm's enquiries address. Kept apart from
 * the SES client so that reading settings does not load it.
 */
const alertAddress = () => process.env.ALERT_EMAIL || firm.email;

/** The firm's settings as stored, or the deployment's defaults before anyone saved them. */
export async function getSettings(): Promise<FirmSettings> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('settings'), Key: { id: 'firm' } }),
  );
  const defaults: FirmSettings = {
    leadAlertTo: alertAddress(),
    requestAlertTo: alertAddress(),
    contactEmail: alertAddress(),
    contactPhone: firm.phones[0]!,
    documentRetentionYears: DEFAULT_RETENTION_YEARS,
    holidays: [],
    responseTargetHours: DEFAULT_RESPONSE_TARGET_HOURS,
  };
  if (!Item) return defaults;
  const { id: _id, ...stored } = Item as FirmSettings & { id: string };
  return { ...defaults, ...stored };
}

export async function putSettings(settings: FirmSettings): Promise<FirmSettings> {
  await documents.send(
    new PutCommand({ TableName: tableName('settings'), Item: { ...settings, id: 'firm' } }),
  );
  return settings;
}
