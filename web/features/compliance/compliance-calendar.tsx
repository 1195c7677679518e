import { useEffect, useMemo, useState } from 'react';
import {
  applyExtensions,
  dueDatesBetween,
  indiaDate,
  type DueDate,
  type Extension,
} from '../../../shared/compliance/calendar';
import {
  CALENDAR_LAST_CHECKED,
  complianceKindLabels,
  complianceKinds,
  type ComplianceKind,
} from '../../../shared/compliance/calendar-rules';
import { EXTENSIONS_PATH, FEED_PATH } from '../../../shared/compliance/feed';
import { firm } from '../../../shared/firm';
import { formatDate, formatDay } from '../../lib/dates';
import { Provenance } from '../../components/provenance';
import { isOfficialSource } from '../../../shared/source-links';

/**
 * The statutory due dates of this month and the next, filterable by kind, with the extensions
 * the firm has recorded applied. The page is prerendered with the dates of the day it was built;
 * in the browser it moves to today's months and asks the API for the extensions, so a date the
 * government moved shows the new day with the statutory one and the notification beside it.
 */

/** November 2026. */
const monthName = (iso: string) => formatDay(iso, { month: 'long', year: 'numeric' });

/** The first and last day of the month `offset` months after the one `day` is in. */
function monthOf(day: string, offset: number): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(y, m + offset, 0)).toISOString().slice(0, 10);
  return { from, to };
}

const feedHref = (kind: ComplianceKind | 'all') => (kind === 'all' ? FEED_PATH : `${FEED_PATH}?kind=${kind}`);

type Extensions = { state: 'loading' | 'failed' } | { state: 'loaded'; list: Extension[] };

export function ComplianceCalendar({ builtOn }: { builtOn: string }) {
  const [today, setToday] = useState(builtOn);
  const [kind, setKind] = useState<ComplianceKind | 'all'>('all');
  const [extensions, setExtensions] = useState<Extensions>({ state: 'loading' });

  useEffect(() => {
    setToday(indiaDate(new Date()));
    let live = true;
    fetch(EXTENSIONS_PATH)
      .then((res) => (res.ok ? (res.json() as Promise<{ extensions: Extension[] }>) : Promise.reject(res)))
      .then((answer) => live && setExtensions({ state: 'loaded', list: answer.extensions }))
      .catch(() => live && setExtensions({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  const months = useMemo(() => {
    const list = extensions.state === 'loaded' ? extensions.list : [];
    return [0, 1].map((offset) => {
      const { from, to } = monthOf(today, offset);
      // An extension may move a date of an earlier month into this one: take a margin, then keep the month.
      const all = applyExtensions(dueDatesBetween(monthOf(today, offset - 3).from, to), list);
      return {
        id: `month-${offset}`,
        label: monthName(from),
        dates: all.filter((d) => d.date >= from && d.date <= to && (kind === 'all' || d.kind === kind)),
      };
    });
  }, [today, kind, extensions]);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <div role="group" aria-label="Show due dates of" className="flex flex-wrap gap-2">
        {(['all', ...complianceKinds] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              kind === k
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-brand-900 ring-slate-300 hover:bg-brand-50'
            }`}
          >
            {k === 'all' ? 'All' : complianceKindLabels[k]}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-slate-700">
        {extensions.state === 'failed'
          ? 'The extensions the firm has recorded could not be loaded just now: the dates below are the statutory ones.'
          : extensions.state === 'loaded' && extensions.list.length > 0
            ? `Includes ${extensions.list.length} extension${extensions.list.length === 1 ? '' : 's'} notified by the government.`
            : ''}
      </p>
      {months.map((month) => (
        <section key={month.id} aria-labelledby={month.id} className="mt-8">
          <h2 id={month.id} className="text-2xl font-bold text-brand-900">
            {month.label}
          </h2>
          <MonthDates month={month} today={today} />
        </section>
      ))}
      <Subscribe kind={kind} />
      <p className="mt-8 text-sm text-slate-600">
        Dates are those the law states (the Acts, rules and notifications named under each), last checked on{' '}
        {formatDate(CALENDAR_LAST_CHECKED)}. A date that falls on a Sunday or holiday is shown as stated.
        Which dates apply to you depends on your registrations and turnover: {firm.name} tracks them for its
        clients.
      </p>
    </div>
  );
}

const listClass = 'divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/**
 * A month's dates, what is still to come first: the dates already passed are folded away below
 * them, so the calendar opens on what a reader has to do next.
 */
function MonthDates({ month, today }: { month: { label: string; dates: DueDate[] }; today: string }) {
  if (month.dates.length === 0)
    return <p className="mt-3 text-slate-700">No due date of this kind falls in {month.label}.</p>;
  const coming = month.dates.filter((d) => d.date >= today);
  const passed = month.dates.filter((d) => d.date < today);
  const item = (d: DueDate) => (
    <DueDateItem key={`${d.ruleId}|${d.period}`} due={d} passed={d.date < today} />
  );
  return (
    <>
      {coming.length > 0 ? (
        <ol className={`mt-4 ${listClass}`}>{coming.map(item)}</ol>
      ) : (
        <p className="mt-3 text-slate-700">Every due date of this kind in {month.label} has passed.</p>
      )}
      {passed.length > 0 && (
        <details className="mt-4" data-passed="">
          <summary className="cursor-pointer font-medium text-brand-700">
            {passed.length} earlier date{passed.length === 1 ? '' : 's'} in {month.label}, already passed
          </summary>
          <ol className={`mt-3 ${listClass}`}>{passed.map(item)}</ol>
        </details>
      )}
    </>
  );
}

function DueDateItem({ due, passed }: { due: DueDate; passed: boolean }) {
  return (
    <Provenance
      as="li"
      year={due.year}
      source={due.source}
      className={`grid gap-2 p-4 sm:grid-cols-[10rem_1fr] sm:gap-6 ${passed ? 'text-slate-600' : ''}`}
    >
      <div>
        <p className="font-semibold text-brand-900">
          <time dateTime={due.date}>{formatDate(due.date)}</time>
        </p>
        {due.originalDate && (
          <p className="text-sm text-slate-700">
            Extended from <del>{formatDate(due.originalDate)}</del>
          </p>
        )}
        {passed && <p className="text-sm">Passed</p>}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{due.title}</h3>
        <p className="mt-1 text-sm text-slate-700">{due.appliesTo}</p>
        {due.extensionReference && (
          <p className="mt-1 text-sm font-medium text-emerald-800">Extended by {due.extensionReference}.</p>
        )}
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-brand-700">
            The rule and its source<span className="sr-only">: {due.title}</span>
          </summary>
          <p className="mt-2">{due.rule}</p>
          {due.note && <p className="mt-1">{due.note}</p>}
          <p className="mt-1">Source: {due.source}</p>
          <SourceLinks urls={due.sourceUrls} />
        </details>
      </div>
    </Provenance>
  );
}

/** Where to read the provisions, each link saying whether it is the official text or a copy. */
function SourceLinks({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 [overflow-wrap:anywhere]">
      {urls.map((url) => (
        <li key={url}>
          {isOfficialSource(url) ? 'Official text: ' : 'A copy, not the official text: '}
          <a href={url} className="text-brand-700 underline" rel="noopener noreferrer">
            {url.replace(/^https?:\/\/(www\.)?/, '')}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Subscribe({ kind }: { kind: ComplianceKind | 'all' }) {
  const label = kind === 'all' ? 'every kind' : complianceKindLabels[kind];
  const address = `${firm.siteUrl}${feedHref(kind)}`;
  return (
    <section aria-labelledby="subscribe" className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 id="subscribe" className="text-xl font-bold text-brand-900">
        Add these dates to your calendar
      </h2>
      <p className="mt-2 text-slate-700">
        Subscribe in Google Calendar (Other calendars, From URL), Outlook (Add calendar, Subscribe from web)
        or Apple Calendar (New Calendar Subscription) with this address; extensions reach your calendar when
        it next refreshes.
      </p>
      <p className="mt-3 break-all rounded-lg bg-white p-3 font-mono text-sm text-slate-900 ring-1 ring-slate-200">
        {address}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* webcal: opens the phone's or computer's calendar app at its subscribe screen. */}
        <a
          href={address.replace(/^https?:/, 'webcal:')}
          className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Subscribe in your calendar app
        </a>
        <CopyAddress address={address} />
      </div>
      <p className="mt-4">
        <a href={feedHref(kind)} download className="font-medium text-brand-700 underline">
          Download the calendar ({label}, .ics)
        </a>
      </p>
    </section>
  );
}

/** Copies the feed's address, for calendars that take it pasted; says when it has. */
function CopyAddress({ address }: { address: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(address).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
        className="inline-flex rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Copy address
      </button>
      <span aria-live="polite" className="self-center text-sm text-slate-700">
        {state === 'copied' ? 'Address copied.' : state === 'failed' ? 'Copy it from the box above.' : ''}
      </span>
    </>
  );
}
