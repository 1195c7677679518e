import { TableHead } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { useDeliveries } from './api';

/** An endpoint's latest deliveries: when, the answer, and the lead made or the reason refused. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, isPending, isError } = useDeliveries(endpointId);
  if (isPending) return <p className="text-sm text-slate-600">Loading deliveries…</p>;
  if (isError) return <p className="text-sm text-red-700">Failed to load the deliveries.</p>;
  const deliveries = data.deliveries;
  if (deliveries.length === 0) return <p className="text-sm text-slate-600">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <TableHead compact columns={['Time', 'Result', 'Detail']} />
      <tbody className="divide-y divide-slate-100">
        {deliveries.map((d) => (
          <tr key={`${d.at}-${d.leadId ?? d.error}`}>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.at)}</td>
            <td className="py-2 pr-3">
              {d.status} {d.result}
            </td>
            <td className="py-2 break-all text-slate-700">{d.error ?? d.leadId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
