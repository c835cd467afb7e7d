import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderManifestFile } from '@kinderwait/contract';

export interface FakeWebDist {
  /** The build directory (what WEB_DIST_DIR points at). */
  readonly dir: string;
  /** Its parent, where tests put files that must never be served. */
  readonly outsideDir: string;
  write(relativePath: string, content: string): Promise<void>;
  remove(): Promise<void>;
}

/** Files a web build would write; each names itself so a test can tell which one was served. */
export const fakeWebFiles: Readonly<Record<string, string>> = {
  'spa.html': '<!doctype html><title>spa shell</title>',
  'index.html': '<!doctype html><title>prerendered landing</title>',
  'about/index.html': '<!doctype html><title>prerendered about</title>',
  'assets/index-3f2a1b.js': `console.log('hashed asset');\n${'// padding\n'.repeat(200)}`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  [prerenderManifestFile]: JSON.stringify({
    paths: ['/', '/about'],
    routePatterns: [
      '/',
      '/about',
      '/waitlist',
      '/waitlist/children',
      '/dev/outbox',
      '/dev/telephony',
      '/ai-assistants/:feature',
      '/blog/:id',
      // Pages whose last segment only looks like a file name (web-app-urls.test.ts).
      '/providers/:slug',
      '/help/:topic',
    ],
  }),
};

/** A throw-away web build in a temp directory, so tests never depend on a real build. */
export async function createFakeWebDist(
  files: Readonly<Record<string, string>> = fakeWebFiles,
): Promise<FakeWebDist> {
  const outsideDir = await mkdtemp(path.join(tmpdir(), 'kinderwait-web-'));
  const dir = path.join(outsideDir, 'client');
  const write = async (relativePath: string, content: string): Promise<void> => {
    const target = path.join(dir, relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  };
  await mkdir(dir);
  for (const [relativePath, content] of Object.entries(files)) await write(relativePath, content);
  return {
    dir,
    outsideDir,
    write,
    remove: () => rm(outsideDir, { recursive: true, force: true }),
  };
}
