import type { Attribution, Touch } from '../../../shared/domain';

/**
 * One touch in words: "google / cpc / gst-nov, landing /services/gst-registration, referrer
 * https://www.google.com/"; a visit with no tags and no referring site is "direct".
 */
export function describeTouch(t: Touch): string {
  const tags = [t.utm_source, t.utm_medium, t.utm_campaign].filter(Boolean).join(' / ');
  const parts = [
    tags || (t.referrer || t.gclid || t.fbclid ? '' : 'direct'),
    t.utm_term && `term ${t.utm_term}`,
    t.utm_content && `content ${t.utm_content}`,
    t.gclid && `Google Ads click ${t.gclid}`,
    t.fbclid && `Meta ad click ${t.fbclid}`,
    t.landing && `landing ${t.landing}`,
    t.referrer && `referrer ${t.referrer}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** A website lead's first and latest visit, as the visitor's browser noted them; nothing when unknown. */
export function LeadAttribution({ attribution }: { attribution?: Attribution }) {
  const rows: [string, Touch][] = [];
  if (attribution?.first) rows.push(['First visit', attribution.first]);
  if (attribution?.last) rows.push(['Latest visit', attribution.last]);
  if (!rows.length) return null;
  return (
    <div>
      <p className="text-slate-600">Where the visit came from</p>
      <ul className="mt-1 space-y-1 text-slate-900">
        {rows.map(([label, touch]) => (
          <li key={label} className="break-words">
            <span className="font-medium">{label}:</span> {describeTouch(touch)}
          </li>
        ))}
      </ul>
    </div>
  );
}
