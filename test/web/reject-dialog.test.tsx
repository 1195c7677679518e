import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChecklistItem, DocumentFile } from '../../shared/documents';
import { RejectDialog } from '../../web/features/documents/reject-dialog';
import { holdApi, refusal, renderWithQueries, type HeldCall } from './api-double';

/**
 * Rejecting a client's upload: the reason is checked before anything is sent, the button is busy
 * while the server decides, and a reason the server refuses is shown at the Reason field.
 */

jest.mock('../../web/lib/auth', () => ({
  accessToken: async () => 'staff-token',
  logout: jest.fn(),
}));

const item: ChecklistItem = {
  id: 'item-1',
  requestId: 'req-1',
  title: 'Bank statements',
  status: 'uploaded',
  createdAt: '2026-11-01T00:00:00.000Z',
} as ChecklistItem;
const file = {
  id: 'file-1',
  requestId: 'req-1',
  kind: 'upload',
  itemId: 'item-1',
  fileName: 'statement.pdf',
  contentType: 'application/pdf',
} as DocumentFile;

let calls: HeldCall[] = [];
beforeEach(() => {
  calls = holdApi();
});

const renderDialog = () =>
  renderWithQueries(<RejectDialog requestId="req-1" item={item} file={file} open onOpenChange={jest.fn()} />);

test('an empty reason is refused at its field and nothing is sent', async () => {
  const user = userEvent.setup();
  renderDialog();
  await user.click(screen.getByRole('button', { name: 'Reject file' }));
  const reason = screen.getByLabelText('Reason');
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).not.toBe('');
  expect(calls).toHaveLength(0);
});

test('busy while the server decides; a reason it refuses is shown at the field', async () => {
  const user = userEvent.setup();
  renderDialog();
  await user.type(screen.getByLabelText('Reason'), 'The statement stops in July.');
  await user.click(screen.getByRole('button', { name: 'Reject file' }));
  await screen.findByRole('button', { name: 'Rejecting…' });
  expect(screen.getByRole('button', { name: 'Rejecting…' })).toHaveProperty('disabled', true);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toContain('/requests/req-1/documents/file-1');
  expect(calls[0]!.body).toEqual({ decision: 'rejected', reason: 'The statement stops in July.' });

  calls[0]!.answer(400, refusal('reason', 'Say what is wrong in words the client can act on.'));
  const problem = await screen.findByText('Say what is wrong in words the client can act on.');
  expect(problem.getAttribute('role')).toBe('alert');
  const reason = screen.getByLabelText('Reason');
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(reason.getAttribute('aria-describedby')).toContain(problem.id);
  // What was typed is kept, to be corrected.
  expect(reason).toHaveProperty('value', 'The statement stops in July.');
  expect(screen.getByRole('button', { name: 'Reject file' })).toHaveProperty('disabled', false);
});
