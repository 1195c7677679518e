/**
 * The first token issue time (epoch seconds) that counts as after `now`. Token times are whole
 * seconds, so a token issued in the same second as `now` counts as before it.
 */
export const firstSecondAfter = (now: Date) => Math.floor(now.getTime() / 1000) + 1;

/**
 * Answers only once the second `after` has begun (at most a second's wait): a session begun after
 * the answer (the user signing in again at once) then counts as after the sessions ended, rather
 * than being refused for starting in the same second as the end. A `now` that is not the present
 * (tests) waits for nothing.
 */
export async function reach(after: number): Promise<void> {
  const wait = after * 1000 - Date.now();
  if (wait > 0 && wait <= 1000) await new Promise((r) => setTimeout(r, wait));
}
