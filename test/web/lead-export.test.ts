import { ApiError, callApi, startDownload } from '../../web/lib/api';
import { downloadLeadsCsv } from '../../web/features/leads/api';

jest.mock('../../web/lib/api', () => ({
  ...jest.requireActual<object>('../../web/lib/api-core'),
  callApi: jest.fn(),
  startDownload: jest.fn(),
}));
const ask = callApi as unknown as jest.Mock;
const download = startDownload as unknown as jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  ask.mockReset();
  download.mockReset();
});
afterEach(() => jest.useRealTimers());

/** Lets the export's loop run through its waits until it settles. */
async function settle<T>(running: Promise<T>): Promise<T> {
  let done = false;
  void running.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 50 && !done; i++) await jest.advanceTimersByTimeAsync(1000);
  return running;
}

describe('exporting the lead list', () => {
  test('asks again under the same id until the file is written, telling the progress, then downloads it', async () => {
    ask
      .mockResolvedValueOnce({ id: 'x', status: 'queued', leads: 0 })
      .mockResolvedValueOnce({ id: 'x', status: 'running', leads: 1200 })
      .mockResolvedValueOnce({
        id: 'x',
        status: 'ready',
        leads: 2500,
        url: 'https://bucket/file',
        expiresAt: '',
      });
    const progress: number[] = [];
    const done = await settle(downloadLeadsCsv({ status: 'new' }, (n) => progress.push(n)));
    expect(done.leads).toBe(2500);
    expect(progress).toEqual([0, 1200]);
    expect(download).toHaveBeenCalledWith('https://bucket/file');
    // Started once by POST with the filters and a UUID of its own, then read by GET under that id.
    const calls = ask.mock.calls as [string, { body?: Record<string, string>; params?: { id: string } }][];
    expect(calls.map(([route]) => route)).toEqual(['startLeadExport', 'getLeadExport', 'getLeadExport']);
    const id = calls[0]![1].body!.id!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]![1].body).toEqual({ status: 'new', id });
    expect(calls.slice(1).map(([, o]) => o.params!.id)).toEqual([id, id]);
  });

  test('a failed export says why, and nothing is downloaded', async () => {
    ask.mockResolvedValueOnce({ id: 'x', status: 'queued', leads: 0 }).mockResolvedValueOnce({
      id: 'x',
      status: 'failed',
      leads: 0,
      error: 'This search matches too many leads',
    });
    await expect(settle(downloadLeadsCsv({ q: 'a' }))).rejects.toThrow('This search matches too many leads');
    expect(download).not.toHaveBeenCalled();
  });

  test('a lost connection is asked again; a refusal ends the export', async () => {
    ask
      .mockResolvedValueOnce({ id: 'x', status: 'queued', leads: 0 })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ id: 'x', status: 'ready', leads: 3, url: 'u', expiresAt: '' });
    await expect(settle(downloadLeadsCsv({}))).resolves.toMatchObject({ leads: 3 });
    expect(download).toHaveBeenCalledWith('u');

    ask.mockReset();
    ask.mockRejectedValueOnce(new ApiError(409, 'export: this id names an export of other filters'));
    await expect(settle(downloadLeadsCsv({}))).rejects.toThrow('other filters');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('each export is a new one: two exports never share an id', async () => {
    ask.mockResolvedValue({ id: 'x', status: 'ready', leads: 1, url: 'u', expiresAt: '' });
    await settle(downloadLeadsCsv({}));
    await settle(downloadLeadsCsv({}));
    const ids = ask.mock.calls.map(([, options]) => (options as { body: { id: string } }).body.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
