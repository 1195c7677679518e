import { servicePageContent } from '../../shared/service-content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceRequest } from '../../shared/portal';
import { RequestDocumentsDialog } from '../../web/features/documents/request-dialog';
import { WebhookForm } from '../../web/features/webhooks/webhook-form';
import { FieldMapDialog } from '../../web/features/webhooks/field-map-dialog';
import { Conversation } from '../../web/features/requests/conversation';
import type { WebhookEndpointView } from '../../shared/lead-platforms';
import type { Lead } from '../../shared/domain';
import { LeadWorkspace } from '../../web/features/leads/lead-workspace';
import { holdApi, nthCall, refusal, renderWithQueries, type HeldCall } from './api-double';

/**
 * The dashboards' forms that save records: a webhook endpoint, its field map, a document request,
 * a message of a request's conversation and a note on a lead. Each checks
 * its input before sending (the problem at its field, nothing sent), is busy while the server
 * decides, and shows the server's refusal at the field it names.
 */

jest.mock('../../web/lib/auth', () => ({
  accessToken: async () => 'staff-token',
  logout: jest.fn(),
}));

let calls: HeldCall[] = [];
beforeEach(() => {
  calls = holdApi();
});

const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');

describe('the webhook form', () => {
  test('a name is required, and a Meta endpoint its app secret, before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithQueries(<WebhookForm open endpoint={null} onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(invalid('Name')).toBe('true');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Facebook Lead Ads');
    expect(screen.queryByLabelText('Meta app secret')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Source type'), 'meta');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(invalid('Meta app secret')).toBe('true');
    expect(invalid('Name')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test('busy while saving; a name the server refuses shows at the Name field', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithQueries(<WebhookForm open endpoint={null} onClose={onClose} />);
    await user.type(screen.getByLabelText('Name'), 'Website form');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toMatchObject({ name: 'Website form', active: true, sourceType: 'generic' });

    calls[0]!.answer(409, refusal('name', 'An endpoint with this name exists already.'));
    const problem = await screen.findByText('An endpoint with this name exists already.');
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toContain(problem.id);
    expect(invalid('Name')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Website form');
  });
});

describe('the document request dialog', () => {
  const request = { id: 'req-9', service: 'gst-registration' } as ServiceRequest;

  test('an empty list is refused at its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderWithQueries(<RequestDocumentsDialog request={request} open onOpenChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add to checklist' }));
    expect(invalid('Documents, one per line')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Write at least one document, one per line');
    expect(calls).toHaveLength(0);
  });

  test('the usual list is filled in below what was typed, to be trimmed; nothing is sent', async () => {
    const user = userEvent.setup();
    renderWithQueries(<RequestDocumentsDialog request={request} open onOpenChange={jest.fn()} />);
    const lines = screen.getByLabelText('Documents, one per line');
    await user.type(lines, 'Rent agreement');
    await user.click(screen.getByRole('button', { name: 'Fill in the usual list for this service' }));
    const usual = servicePageContent('', 'gst-registration').documentsRequired;
    expect(usual.length).toBeGreaterThan(1);
    expect((lines as HTMLTextAreaElement).value).toBe(['Rent agreement', ...usual].join('\n'));
    expect(calls).toHaveLength(0);
  });

  test('sends one item per line; a line the server refuses is named by its number at the field', async () => {
    const user = userEvent.setup();
    renderWithQueries(<RequestDocumentsDialog request={request} open onOpenChange={jest.fn()} />);
    await user.type(screen.getByLabelText('Documents, one per line'), 'PAN card{enter}{enter}Bank statement');
    await user.click(screen.getByRole('button', { name: 'Add to checklist' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true);
    // The usual list cannot be filled in meanwhile.
    expect(
      within(dialog).getByRole('button', { name: 'Fill in the usual list for this service' }),
    ).toHaveProperty('disabled', true);
    expect(calls[0]!.body).toEqual({ items: [{ title: 'PAN card' }, { title: 'Bank statement' }] });

    // The second item is the third line as typed (a blank line between).
    calls[0]!.answer(400, refusal('items.1.title', 'Already on this checklist.'));
    const problem = await screen.findByText('Line 3: Already on this checklist.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(invalid('Documents, one per line')).toBe('true');
  });
});

describe('a custom endpoint’s field map', () => {
  const endpoint = { id: 'ep-1', name: 'CRM forms', fieldMap: {} } as unknown as WebhookEndpointView;

  test('previews each path against the last payload, and refuses a malformed path at its field', async () => {
    const user = userEvent.setup();
    renderWithQueries(<FieldMapDialog endpoint={endpoint} onClose={jest.fn()} />);
    (await nthCall(calls, 0)).answer(200, {
      deliveries: [],
      lastPayload: { at: '2026-11-20T10:00:00.000Z', body: '{"contact":{"mobile":"9876543210"}}' },
    });
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, 'contact.mobile');
    expect(screen.getByText('Reads: 9876543210')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'contact..email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(invalid('E-mail')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(calls).toHaveLength(1);
  });

  test('busy while saving; a path the server refuses shows at its field', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithQueries(<FieldMapDialog endpoint={endpoint} onClose={onClose} />);
    (await nthCall(calls, 0)).answer(200, { deliveries: [] });
    await user.type(await screen.findByLabelText('Company'), 'org.name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    const save = await nthCall(calls, 1);
    expect(save.body).toEqual({ fieldMap: { company: 'org.name' } });
    save.answer(400, refusal('fieldMap.company', 'The payloads this endpoint received have no org.name.'));
    await screen.findByText('The payloads this endpoint received have no org.name.');
    expect(invalid('Company')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the request’s conversation', () => {
  const request = { id: 'req-3' } as ServiceRequest;

  test('an empty message is refused at its field; busy while sending; a refusal shows at the field', async () => {
    const user = userEvent.setup();
    renderWithQueries(<Conversation request={request} side="client" />);
    (await nthCall(calls, 0)).answer(200, { messages: [] });
    await screen.findByText('No messages yet.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(invalid('Write to the firm')).toBe('true');
    expect(calls).toHaveLength(1);

    await user.type(screen.getByLabelText('Write to the firm'), 'When is my return due?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    const sent = await nthCall(calls, 1);
    expect(sent.body).toEqual({ body: 'When is my return due?' });
    sent.answer(400, refusal('body', 'This request is closed: open a new one to write again.'));
    await screen.findByText('This request is closed: open a new one to write again.');
    expect(invalid('Write to the firm')).toBe('true');
    // What was typed is kept.
    expect(screen.getByLabelText('Write to the firm')).toHaveProperty('value', 'When is my return due?');
  });
});

describe('a note on a lead', () => {
  const lead = {
    id: 'lead-1',
    fullName: 'Ravi Kumar',
    email: 'ravi@example.com',
    status: 'new',
    source: 'Website',
    createdAt: '2026-11-20T10:00:00.000Z',
  } as unknown as Lead;

  test('an empty note is refused at the field; busy while adding; the server’s reason shown there', async () => {
    const user = userEvent.setup();
    const onChanged = jest.fn();
    renderWithQueries(<LeadWorkspace lead={lead} staff={[]} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(invalid('Add a note')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Write the note first.');
    // Only the timeline was asked for.
    await nthCall(calls, 0);
    expect(calls.map((c) => c.method)).toEqual(['GET']);

    await user.type(screen.getByLabelText('Add a note'), 'Called back, wants GST registration.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true);
    const added = await nthCall(calls, 1);
    expect(added.body).toEqual({ note: 'Called back, wants GST registration.' });
    added.answer(409, { message: 'This lead was converted: its notes are kept on the client now.' });
    const problem = await screen.findByText('This lead was converted: its notes are kept on the client now.');
    expect(screen.getByLabelText('Add a note').getAttribute('aria-describedby')).toBe(problem.id);
    expect(screen.getByLabelText('Add a note')).toHaveProperty(
      'value',
      'Called back, wants GST registration.',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
