/**
 * The tests' one way to wait for something to happen: `probe` is asked again and again until it
 * answers a value (anything but undefined), which is returned. Past `timeoutMs` it fails, naming
 * `what` and adding `detail()` (a log's tail, say). The pause between probes is the only timer
 * a test needs; every other wait is for an event, or names the real time window it waits out.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  options: { timeoutMs?: number; everyMs?: number; detail?: () => string } = {},
): Promise<T> {
  const { timeoutMs = 20_000, everyMs = 100 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const detail = options.detail?.();
      throw new Error(`${what}: not within ${timeoutMs / 1000} s${detail ? `\n${detail}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
