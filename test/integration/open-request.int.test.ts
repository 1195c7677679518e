import { allServices } from '../../shared/catalogue';
import type { PortalNotification, ServiceRequest } from '../../shared/portal-model';
import { drained, mailsTo } from './local-stack';
import { call, jsonBody, signedIn, type Person } from './records';

/**
 * Staff open a request for a client (work that starts with the firm, as after a lead's
 * conversion): the client finds it in the portal, with a notification and an e-mail, and it is
 * the client's like one they filed. Only a signed-in admin may, and only for an active client.
 */
let admin: Person;
let client: Person;
const gst = allServices().find(({ service }) => service.slug === 'gst-registration')!.service;

beforeAll(async () => {
  [admin, client] = await Promise.all([
    signedIn('admin', 'Opening Admin'),
    signedIn('client', 'Opened Client'),
  ]);
});

const open = (sub: string, body: object, token = admin.token) =>
  call<{ request: ServiceRequest }>(`/api/clients/${sub}/requests`, token, {
    method: 'POST',
    ...jsonBody(body),
  });

describe('a request the firm opens for a client', () => {
  it('is the client’s: in its list, in its inbox and its mail, once however often it is sent', async () => {
    const body = {
      id: crypto.randomUUID(),
      service: gst.slug,
      description: 'GST registration after our call on Monday.',
    };
    const first = await open(client.sub, body);
    expect(first.status).toBe(201);
    expect(first.body.request).toMatchObject({
      id: body.id,
      clientSub: client.sub,
      serviceTitle: gst.name,
      status: 'pending',
    });
    // The same id again (a retry) opens nothing more.
    expect((await open(client.sub, body)).status).toBe(200);

    const mine = await call<{ requests: ServiceRequest[] }>('/api/requests', client.token);
    expect(mine.body.requests.filter((r) => r.id === body.id)).toHaveLength(1);
    await drained();
    const inbox = await call<{ notifications: PortalNotification[] }>('/api/notifications', client.token);
    expect(inbox.body.notifications.filter((n) => n.title === `New request: ${gst.name}`)).toHaveLength(1);
    const mails = (await mailsTo(client.email)).filter((m) => m.subject.includes(gst.name));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toContain('Opening Admin opened a');
  });

  it('is refused for anyone but an active client, and for a service not in the catalogue', async () => {
    const body = () => ({ id: crypto.randomUUID(), service: gst.slug, description: 'Not for this account.' });
    expect((await open(admin.sub, body())).status).toBe(404);
    expect((await open('no-such-client', body())).status).toBe(404);
    const bad = await open(client.sub, { ...body(), service: 'tax-evasion-help' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Service: choose a service from the list/);
    // A client cannot open one for anybody, itself included.
    expect((await open(client.sub, body(), client.token)).status).toBe(403);
  });
});
