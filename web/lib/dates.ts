/** A calendar day (YYYY-MM-DD) in the parts `parts` asks for, as an Indian reader writes it. */
export const formatDay = (iso: string, parts: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { ...parts, timeZone: 'UTC' });

/** 2 June 2025. */
export const formatDate = (iso: string) => formatDay(iso, { day: 'numeric', month: 'long', year: 'numeric' });

/** 21 Nov 2026, 5:15 pm: an instant in the firm's time zone (dashboards). */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
