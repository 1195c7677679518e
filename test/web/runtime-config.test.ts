const valid = {
  apiBase: '/api',
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_abc',
  userPoolClientId: 'client',
};

const response = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

describe('runtime config', () => {
  beforeEach(() => jest.resetModules());

  it('loads /config.json once and validates it', async () => {
    const { loadRuntimeConfig } = await import('../../web/lib/runtime-config');
    const fetcher = jest.fn(async () => response(valid));
    await expect(loadRuntimeConfig(fetcher)).resolves.toEqual(valid);
    await loadRuntimeConfig(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('rejects a config without a user pool and tries again next time', async () => {
    const { loadRuntimeConfig } = await import('../../web/lib/runtime-config');
    await expect(loadRuntimeConfig(async () => response({ apiBase: '/api' }))).rejects.toThrow(/userPoolId/);
    await expect(loadRuntimeConfig(async () => response(valid))).resolves.toEqual(valid);
  });

  it('reports a missing file with its status', async () => {
    const { loadRuntimeConfig } = await import('../../web/lib/runtime-config');
    await expect(loadRuntimeConfig(async () => response({}, 404))).rejects.toThrow(/404/);
  });
});
