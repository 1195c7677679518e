import { callApi, logoutAfterCalls } from '../../web/lib/api';

const signedIn = { value: true };
const logout = jest.fn(async () => {
  signedIn.value = false;
});
jest.mock('../../web/lib/auth', () => ({
  accessToken: async () => (signedIn.value ? 'token' : undefined),
  logout: () => logout(),
}));

/** A fetch answered only when the test says so; each request is recorded with its token. */
const sent: { url: string; token: string | null; answer: (body: unknown) => void }[] = [];
beforeEach(() => {
  signedIn.value = true;
  sent.length = 0;
  logout.mockClear();
  globalThis.fetch = jest.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        sent.push({
          url: String(url),
          token: new Headers(init?.headers).get('authorization'),
          answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
        });
      }),
  ) as typeof fetch;
});
/** Every promise job queued so far has run (the calls here are all promise chains, no timers). */
const tick = () => new Promise((r) => setImmediate(r));

describe('logout', () => {
  test('waits for the calls under way, so none is refused for the ended session', async () => {
    const list = callApi('listWebhooks');
    await tick();
    expect(sent).toHaveLength(1);
    const leaving = logoutAfterCalls();
    await tick();
    expect(logout).not.toHaveBeenCalled();
    sent[0]!.answer({ items: [] });
    await expect(list).resolves.toEqual({ items: [] });
    await leaving;
    expect(logout).toHaveBeenCalledTimes(1);
  });

  test('sends no call made while it waits, and such a call says the user logged out', async () => {
    const list = callApi('listWebhooks');
    await tick();
    const leaving = logoutAfterCalls();
    const late = callApi('listNotifications');
    await tick();
    expect(sent.map((s) => s.url)).toEqual(['/api/webhooks']);
    sent[0]!.answer({ items: [] });
    await leaving;
    await expect(late).rejects.toMatchObject({ status: 401, message: 'You have logged out.' });
    await list;
    expect(sent).toHaveLength(1);
  });

  test('two logouts at once end the session once', async () => {
    await Promise.all([logoutAfterCalls(), logoutAfterCalls()]);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  test('after it, a call that needs a session is not sent, and says so', async () => {
    await logoutAfterCalls();
    await expect(callApi('listWebhooks')).rejects.toMatchObject({
      status: 401,
      message: 'Sign in to continue.',
    });
    expect(sent).toHaveLength(0);
  });
});
