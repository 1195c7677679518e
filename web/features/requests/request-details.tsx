import { requestStatusLabels, type ServiceRequest } from '../../../shared/portal';
import { panel } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { StatusBadge } from './status';

/** A request's details (with the GSTIN and PAN given with it) and the timeline of its status changes. */
export function RequestDetails({ request, withClient }: { request: ServiceRequest; withClient?: boolean }) {
  return (
    <section aria-labelledby="req-details" className={panel}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="req-details" className="text-lg font-semibold text-brand-900">
          {request.serviceTitle}
        </h2>
        <StatusBadge status={request.status} />
      </div>
      {withClient && (
        <p className="mt-1 text-sm text-slate-700">
          {request.clientName} · {request.clientEmail}
          {request.clientCompany ? ` · ${request.clientCompany}` : ''}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {request.assignee ? (
          <>
            Handled by <span className="font-medium text-slate-900">{request.assignee.name}</span> ·{' '}
            <a className="text-brand-700 underline" href={`mailto:${request.assignee.email}`}>
              {request.assignee.email}
            </a>
          </>
        ) : (
          'Not assigned to anyone yet'
        )}
      </p>
      <p className="mt-3 whitespace-pre-wrap text-slate-800">{request.description}</p>
      {(request.gstin || request.pan) && (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {(
            [
              ['GSTIN', request.gstin],
              ['PAN', request.pan],
            ] as const
          ).map(([term, value]) =>
            value ? (
              <div key={term} className="flex gap-2">
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-mono font-medium text-slate-900">{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Timeline</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4">
        {request.history.map((h, i) => (
          <li key={`${h.at}-${i}`} className="text-sm">
            <span className="font-medium text-slate-900">
              {i === 0 ? 'Filed' : requestStatusLabels[h.status]}
            </span>
            <span className="text-slate-600">
              {' '}
              · {formatDateTime(h.at)} · {h.by}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
