import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/build-app.ts';
import { testConfig } from '../../test/test-app.ts';
import { childcareProviders } from './childcare-providers.tables.ts';

/** Log messages written by an app built with `logger`. */
function capturedLogger(): { logger: object; messages: () => string[] } {
  const lines: string[] = [];
  return {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    messages: () =>
      lines.map((line) => {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed === 'object' && parsed !== null && 'msg' in parsed
          ? String(parsed.msg)
          : '';
      }),
  };
}

describe('start-up with its own database', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it('imports the licensed centres before the app is ready, and skips the same file next time', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kinderwait-start-up-'));
    const config = testConfig({ DATA_DIR: dataDir });

    const first = capturedLogger();
    const app = await buildApp({ config, logger: first.logger });
    try {
      const [centres] = await app.db.select({ value: count() }).from(childcareProviders);
      expect(centres?.value).toBe(1066);
    } finally {
      await app.close();
    }
    expect(first.messages()).toContain('licensed centres import: done');

    const second = capturedLogger();
    const again = await buildApp({ config, logger: second.logger });
    await again.close();
    expect(second.messages()).toContain('licensed centres import: file unchanged, skipped');
  });
});
