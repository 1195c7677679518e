import { toast } from 'sonner';
import { firm } from '../../../shared/firm';
import type { Delivery } from './outbox';

/**
 * The toast for an inquiry kept on this device and sent later. The dialog and the form may both
 * call it for one delivery: the toast's id makes one toast of the two.
 */
export function announce({ record, outcome }: Delivery) {
  const id = `inquiry-${record.id}`;
  if (outcome.kind === 'saved')
    toast.success('Your inquiry has been sent', {
      id,
      description: `The inquiry kept on this device for ${record.email} has reached us. Our team will contact you within 24 hours.`,
      duration: 10_000,
    });
  else
    toast.error('We could not accept your inquiry', {
      id,
      description: `The inquiry kept on this device was refused: ${outcome.message} Please correct it and send it again, or call ${firm.phones[0]}.`,
      duration: 15_000,
    });
}
