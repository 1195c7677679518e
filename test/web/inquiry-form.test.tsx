import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { InquiryForm } from '../../web/features/inquiry/inquiry-form';
import { holdApi, nthCall, refusal, type HeldCall } from './api-double';

/**
 * The public inquiry form: its own check before sending (each problem at its field, nothing
 * sent), the busy button while the server decides, and a refusal the server names shown at the
 * field, with what the visitor typed kept to correct.
 */

let calls: HeldCall[] = [];
beforeEach(() => {
  localStorage.clear();
  calls = holdApi();
});

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  return user;
}

const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');

test('an e-mail the browser passes but the check refuses is shown at its field; nothing is sent', async () => {
  render(<InquiryForm request={{}} />);
  const user = await fill({ 'Full name': 'Asha Rao', Email: 'asha@example', Company: 'Rao Traders' });
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  await screen.findByText(/valid email/i);
  expect(invalid('Email')).toBe('true');
  expect(invalid('Full name')).toBeNull();
  expect(calls).toHaveLength(0);
});

test('busy while the server decides; the phone it refuses is shown at its field, the input kept', async () => {
  render(<InquiryForm request={{ service: 'GST' }} />);
  const user = await fill({
    'Full name': 'Asha Rao',
    Email: 'asha@example.com',
    Phone: '9876543210',
    Company: 'Rao Traders',
  });
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  const sent = await nthCall(calls, 0);
  expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
  expect(sent.method).toBe('POST');
  expect(sent.body).toMatchObject({ fullName: 'Asha Rao', email: 'asha@example.com', service: 'GST' });

  sent.answer(400, refusal('phone', 'This number cannot take calls: give a mobile or landline.'));
  const problem = await screen.findByText('This number cannot take calls: give a mobile or landline.');
  expect(screen.getByLabelText('Phone').getAttribute('aria-describedby')).toContain(problem.id);
  expect(invalid('Phone')).toBe('true');
  expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Asha Rao');
  expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toHaveProperty('disabled', false);
});
