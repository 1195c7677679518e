import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// The stack writes its addresses here; tests that arrange data (users, mail) read them.
process.env.LOCAL_STACK_FILE ??= path.join(os.tmpdir(), `taxfirm-e2e-stack-${port}.json`);

/**
 * Debian's Chromium headless shell (no browser download here), against `npm run preview` with a
 * throwaway stack. The headless shell is what Playwright itself runs for headless tests: the same
 * engine without the full browser's window and GPU processes, which took a third of the suite's
 * time on two cores.
 */
export default defineConfig({
  testDir: 'test/e2e',
  globalTeardown: './test/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // No retries: a test that fails once is a finding, not noise to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // As a visitor who asks for less motion: toasts and dialogs appear at once, so what a test
    // reads or axe measures is the settled page, never a colour halfway through a fade.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the shared admin and client in once (test/e2e/sessions.ts); the specs open from it.
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'browser', dependencies: ['sessions'] },
  ],
  webServer: {
    // `npm run test:e2e` builds and synthesizes first; this serves that build as CloudFront
    // would, and runs the functions as the synthesized assembly ships them.
    command: `node --import tsx infra/local/start.ts --preview --assembly ${process.env.E2E_ASSEMBLY ?? 'cdk.out'} --ephemeral --ready-file ${process.env.LOCAL_STACK_FILE}`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    timeout: 120_000,
    reuseExistingServer: false,
    // The functions' own logs (each line Lambda would send to CloudWatch) stay out of the report;
    // their errors, on stderr, show.
    stdout: 'ignore',
  },
});
