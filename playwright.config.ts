import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 45_000,
  // On two cores with two browsers and the server busy, the app takes over a prerendered page up to
  // ~6 s after its load event; 7 s left no margin and failed journeys at random. A wait ends as soon
  // as its condition holds, so a longer ceiling costs a passing journey nothing.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // The app's service worker fetches every file of the app (200 and more) as it installs, beside
    // the journey and in each new context; Playwright applies this to every context a journey opens.
    // The journeys about the worker (pwa.spec.ts, oidc.spec.ts) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Without this Playwright SIGKILLs the server and its temp data directory is never removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
