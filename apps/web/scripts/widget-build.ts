// The voice agent's website widget (src/widget/v1.ts) as one small script, /widget/v1.js on the
// app's origin: an IIFE (a classic <script async>), no framework, minified. Called by build.mjs
// into the client build, and by widget-build.test.ts, which checks its gzipped size.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the widget may weigh, gzipped: it loads on providers' own websites. */
export const widgetBudgetBytes = 15 * 1024;

/**
 * Builds the widget into `outDir/v1.js` (or only in memory with `write: false`); answers its code.
 */
export async function buildWidget({
  outDir,
  write = true,
}: {
  outDir: string;
  write?: boolean;
}): Promise<string> {
  const output = await build({
    root: webDir,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      write,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      lib: {
        entry: path.join(webDir, 'src/widget/v1.ts'),
        name: 'KinderWaitVoiceWidget',
        formats: ['iife'],
        fileName: () => 'v1.js',
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    for (const item of result.output) {
      if (item.type === 'chunk' && item.fileName === 'v1.js') return item.code;
    }
  }
  throw new Error('The widget build wrote no v1.js');
}
