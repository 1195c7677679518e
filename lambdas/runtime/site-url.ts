import { firm } from '../../shared/firm';

/**
 * The address links in mails lead to, for a function with no request to take it from (a schedule,
 * a stream): SITE_URL, which the template gives every function that sends mail (the local site,
 * locally), else the firm's own.
 */
export const siteUrl = (): string => process.env.SITE_URL || firm.siteUrl;
