/** The layout of the legal pages (privacy, terms, refunds): a narrow article with plain headings. */
export const legalArticle =
  'mx-auto max-w-3xl space-y-6 px-4 pb-16 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h2+p]:mt-2';

/** "Last updated" with the date as a <time>, written the Indian way (23 November 2026). */
export function LastUpdated({ date }: { date: string }) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = 'January February March April May June July August September October November December';
  return (
    <p className="text-sm text-slate-600">
      Last updated: <time dateTime={date}>{`${d} ${months.split(' ')[m - 1]} ${y}`}</time>
    </p>
  );
}
