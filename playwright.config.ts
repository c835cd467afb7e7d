import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eJwtSecret } from './e2e/support/access-token.ts';
import { e2eGeocoderUrl } from './e2e/support/map.ts';
import { e2eSuperAdminEmails } from './e2e/support/super-admins.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts from an empty embedded database so journeys do not depend on earlier runs.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kinderwait-e2e-'));

export default defineConfig({
  testDir: './e2e',
  // Per port: a run empties its output folder first, which would delete the traces of another
  // session's run in the same working tree.
  outputDir:
    process.env.E2E_PORT === undefined ? 'test-results' : `test-results/port-${String(port)}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Bounds for a screen that never comes, not speed goals (those are in bench/): a journey must
  // pass on a busy two-core machine, where one screen can take ten seconds to draw.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // @phone-only: a journey whose desktop run another journey already makes (each such tag
      // says which), so it runs at phone width alone.
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node apps/server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A new database starts in about 6 s; a loaded machine (parallel builds) has needed over 60 s.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      AUTH_RATE_LIMIT_MAX: '1000',
      JWT_SECRET: e2eJwtSecret,
      // A name that never resolves (RFC 2606): the server's geocoder is unreachable in every
      // journey, so typed addresses are placed by the embedded postal-area centres; the browser's
      // lookups at this origin are faked in the page (support/map.ts). Nothing reaches the internet.
      GEOCODER_URL: e2eGeocoderUrl,
      // The product-admin journey's administrators (a fresh database has none).
      SUPERADMIN_EMAILS: Object.values(e2eSuperAdminEmails).join(','),
      // The voice agent's journey crawls a centre's website served on 127.0.0.1
      // (support/centre-website.ts); production refuses this setting.
      KNOWLEDGE_CRAWL_ALLOW_LOOPBACK: 'on',
    },
  },
});
