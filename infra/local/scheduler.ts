import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { scheduledHandlers, type ScheduledHandler } from '../../shared/api-routes';
import type { LocalRuntime } from './lambda-runtime';
import { projectRoot } from './support';

/**
 * What the EventBridge rules do in AWS: each scheduled function runs on its rate, one run at a
 * time. MAIL_CLOCK_SCALE (tests) runs the schedule that many times faster, as the mail retry
 * timing does, so an outage of half an hour plays out in seconds.
 */
export function startSchedulers(runtime: LocalRuntime): { stop(): void } {
  const scale = Math.max(1, Number(process.env.MAIL_CLOCK_SCALE ?? 1) || 1);
  const timers: NodeJS.Timeout[] = [];
  for (const spec of scheduledHandlers as readonly ScheduledHandler[]) {
    const file = pathToFileURL(path.join(projectRoot, 'lambdas', `${spec.handler}.ts`)).href;
    const loaded = import(file) as Promise<{ handler: () => Promise<unknown> }>;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const { handler } = await loaded;
        await runtime.invoke(spec.id, () => handler());
      } catch (error) {
        console.error(`[local schedule] ${spec.id} failed:`, error);
      } finally {
        running = false;
      }
    };
    timers.push(setInterval(() => void tick(), (spec.everySeconds * 1000) / scale));
  }
  return { stop: () => timers.forEach((t) => clearInterval(t)) };
}
