import { apiUrl, errorOf } from '../../web/lib/api';

describe('the browser API layer', () => {
  test('builds a route path from the route table, each parameter encoded', () => {
    expect(apiUrl('listWebhooks')).toBe('/api/webhooks');
    expect(apiUrl('getRequest', { params: { id: 'a b/c' } })).toBe('/api/requests/a%20b%2Fc');
    expect(apiUrl('updateClient', { params: { sub: 'x1' } })).toBe('/api/clients/x1');
  });

  test('leaves empty filters out of the query string', () => {
    expect(apiUrl('listLeads', { query: { q: 'asha', status: undefined, source: '' } })).toBe(
      '/api/leads?q=asha',
    );
    expect(apiUrl('listLeads', { query: { range: '7d', limit: 25 } })).toBe('/api/leads?range=7d&limit=25');
  });

  test('a refused input becomes a message for people and an error per field', async () => {
    const res = new Response(
      JSON.stringify({
        message: 'body: Message is empty',
        details: [
          { field: 'body', message: 'Message is empty' },
          { field: 'body', message: 'ignored: the first problem of a field is shown' },
        ],
      }),
      { status: 400 },
    );
    const error = await errorOf(res);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Message is empty');
    expect(error.fields).toEqual({ body: 'Message is empty' });
  });

  test('another failure keeps the server message, or says what the status was', async () => {
    expect(
      (await errorOf(new Response(JSON.stringify({ message: 'No such request' }), { status: 404 }))).message,
    ).toBe('No such request');
    expect((await errorOf(new Response('<html>', { status: 502 }))).message).toBe('The server answered 502.');
  });
});
