import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { setupFor, sourceTypeLabels, type WebhookEndpointView } from '../../../shared/lead-platforms';
import { Modal } from '../../components/modal';
import { IconButton } from '../../components/icon-button';
import { MetaConnectionPanel } from './meta-connection';

const copy = async (label: string, value: string) => {
  await navigator.clipboard.writeText(value);
  toast.success('Copied', { description: `${label} copied to clipboard` });
};

function PasteValue({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="font-medium text-slate-800">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="block min-w-0 flex-1 break-all rounded bg-slate-100 p-2 text-xs">{value}</code>
        <IconButton label={`Copy the ${label.toLowerCase()}`} onClick={() => void copy(label, value)}>
          <Copy aria-hidden="true" size={16} />
        </IconButton>
      </div>
    </div>
  );
}

/** What to paste into the endpoint's platform (its URL, key or verify token) and where. */
export function SetupDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
}) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const setup = endpoint ? setupFor(endpoint, origin) : null;
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Connect ${endpoint?.name ?? ''}`}
      description={endpoint ? sourceTypeLabels[endpoint.sourceType] : undefined}
      wide
    >
      {setup && (
        <div className="space-y-4 text-sm text-slate-700">
          <PasteValue label="Webhook URL" value={setup.url} />
          {setup.values.map((v) => (
            <PasteValue key={v.label} label={v.label} value={v.value} />
          ))}
          <ol className="list-decimal space-y-1 pl-5">
            {setup.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="text-xs text-slate-600">
            Keep these values private: anyone who has them can send leads to this endpoint.
          </p>
          {endpoint?.sourceType === 'meta' && <MetaConnectionPanel endpoint={endpoint} />}
        </div>
      )}
    </Modal>
  );
}
