/**
 * Where the compliance calendar's iCalendar feed answers: at the site's own address, so that a
 * subscription survives any change of API address. CloudFront (and the local servers) send this
 * path to the API; `?kind=gst` narrows it to one kind.
 */
export const FEED_PATH = '/compliance-calendar.ics';

/** The extensions of due dates the firm has recorded, for anyone (the public calendar reads it). */
export const EXTENSIONS_PATH = '/api/compliance-calendar/extensions';
