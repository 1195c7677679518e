import { scheduledHandlers, type ScheduledHandler } from '../../shared/api-routes';
import type { LocalRuntime } from './lambda-runtime';

export interface Schedulers {
  stop(): void;
  /** Runs a scheduled function now with the given event (tests: the reminder run of a given day). */
  run(id: string, event?: unknown): Promise<unknown>;
}

/**
 * What EventBridge does in AWS: each scheduled function runs on its rate, one run at a time. A
 * daily job (one with a time of day) also runs shortly after the stack starts, so its work shows
 * without waiting a day; its runs are idempotent, as they must be in AWS. MAIL_CLOCK_SCALE
 * (tests) runs the schedule that many times faster, as the mail retry timing does, so an outage
 * of half an hour plays out in seconds.
 */
export function startSchedulers(runtime: LocalRuntime): Schedulers {
  const scale = Math.max(1, Number(process.env.MAIL_CLOCK_SCALE ?? 1) || 1);
  const timers: NodeJS.Timeout[] = [];
  const runners = new Map<string, (event?: unknown) => Promise<unknown>>();
  for (const spec of scheduledHandlers as readonly ScheduledHandler[]) {
    const loaded = runtime.handler<(event?: unknown) => Promise<unknown>>(spec.id);
    const invoke = async (event?: unknown) => {
      const handler = await loaded;
      return runtime.invoke(spec.id, () => handler(event));
    };
    runners.set(spec.id, invoke);
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await invoke();
      } catch (error) {
        console.error(`[local schedule] ${spec.id} failed:`, error);
      } finally {
        running = false;
      }
    };
    timers.push(setInterval(() => void tick(), (spec.everySeconds * 1000) / scale));
    if (spec.at) timers.push(setTimeout(() => void tick(), 5_000));
  }
  return {
    stop: () => timers.forEach((t) => clearTimeout(t)),
    run: (id, event) => {
      const invoke = runners.get(id);
      if (!invoke) return Promise.reject(new Error(`no scheduled function ${id}`));
      return invoke(event);
    },
  };
}
