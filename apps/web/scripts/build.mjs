// `npm run build -w apps/web`: licences → client bundle → SSR bundle → prerendered public pages →
// the voice agent's website widget (dist/client/widget/v1.js).
// Prints the landing page's JavaScript and fails when it breaks a budget or loads a heavy
// module, when any prerendered page loads signed-in code up front, or when a measured signed-in
// screen's route chunks outgrow their budget.
//
// The client is bundled twice: a first, unwritten pass tells which npm packages end up in the
// bundle, their licences and those of the server's production dependencies are written to
// src/generated, then the real pass bundles the /licenses page with that list. Each pass takes a couple of seconds.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerenderManifestFile, prerenderOriginPlaceholder } from '@kinderwait/contract/web-paths';
import {
  checkLandingBudget,
  checkPublicPages,
  landingAppBudgetBytes,
  landingBudgetBytes,
} from './check-landing-budget.mjs';
import { checkRouteBudgets } from './check-route-budgets.mjs';
import { generateLicenses, productionPackageIds, shippedPackageIds } from './generate-licenses.mjs';
import { prerender } from './prerender.mjs';
import { buildWidget } from './widget-build.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const clientDir = path.join(webDir, 'dist/client');
const serverDir = path.join(webDir, 'dist/server');
// Canonical and Open Graph URLs need the public origin, which is a run-time setting: pages are
// written with a placeholder and the server puts its PUBLIC_ORIGIN in when it reads them.
const origin = prerenderOriginPlaceholder;

function step(label) {
  const started = performance.now();
  return () => console.log(`✓ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function chunkModuleMap(output) {
  const outputs = Array.isArray(output) ? output : [output];
  const map = new Map();
  for (const { output: items } of outputs) {
    for (const item of items) if (item.type === 'chunk') map.set(item.fileName, item.moduleIds);
  }
  return map;
}

const total = step('web build');
await rm(path.join(webDir, 'dist'), { recursive: true, force: true });

let done = step('licences of shipped packages');
const survey = await build({ root: webDir, logLevel: 'silent', build: { write: false } });
const licenses = await generateLicenses({
  browserIds: shippedPackageIds([...chunkModuleMap(survey).values()].flat()),
  // The server's dependencies ship too: they run the product on our machines.
  serverIds: await productionPackageIds(repoRoot, 'apps/server'),
  repoRoot,
  outFile: path.join(webDir, 'src/generated/licenses.json'),
});
done();
console.log(
  `  ${licenses.browser.length} packages in the browser, ${licenses.server.length} on the server, ` +
    `${licenses.licenseTexts.length} distinct licence texts`,
);

done = step('client bundle');
const clientOutput = await build({ root: webDir, logLevel: 'warn' });
done();

done = step('server bundle');
await build({
  root: webDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverDir,
    // The prerender calls the entry's exports: unlike the browser's bundle (vite.config.ts), it
    // keeps them, and so copies no shared chunks into their users (which needs them dropped).
    rolldownOptions: {
      preserveEntrySignatures: 'exports-only',
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
    },
    manifest: false,
    ssrManifest: false,
    emptyOutDir: true,
  },
});
done();

// Before the prerender: its manifest marks a finished build for npm start.
done = step('website widget');
await buildWidget({ outDir: path.join(clientDir, 'widget') });
done();

done = step('prerender');
const { pages, manifest, entryKey } = await prerender({
  clientDir,
  serverEntry: path.join(serverDir, 'entry-server.js'),
  origin,
  manifestFileName: prerenderManifestFile,
});
done();
console.log(`  ${pages.length} pages, origin placeholder ${origin} (the server's PUBLIC_ORIGIN)`);

const chunkModules = chunkModuleMap(clientOutput);
// The landing page in each language: only that language's messages load with it
// (docs/decisions/i18n.md#loading), and both hold the same budgets.
const budgets = [];
for (const landingPath of ['/', '/fr']) {
  const landing = pages.find((page) => page.path === landingPath);
  if (!landing) throw new Error(`The landing page ${landingPath} was not prerendered`);
  const budget = await checkLandingBudget({
    clientDir,
    manifest,
    entryKey,
    appModules: landing.appModules,
    chunkModules,
  });
  console.log(`Landing page ${landingPath} JavaScript (gzip):`);
  for (const row of budget.files) console.log(`  ${row.kB.padStart(7)} kB  ${row.file}`);
  console.log(
    `  ${(budget.gzipped / 1024).toFixed(1).padStart(7)} kB  before the visitor reaches for the page ` +
      `(budget ${landingBudgetBytes / 1024} kB)\n` +
      `  ${(budget.withApp / 1024).toFixed(1).padStart(7)} kB  with the app started ` +
      `(budget ${landingAppBudgetBytes / 1024} kB)`,
  );
  budgets.push({ landingPath, budget });
}
const publicPages = await checkPublicPages({
  srcDir: path.join(webDir, 'src'),
  rootDir: repoRoot,
  manifest,
  entryKey,
  pages,
  chunkModules,
});
console.log(
  `Signed-in code (features ${publicPages.features.join(', ')}; the access guard) in the ` +
    `initial JavaScript of the ${pages.length} prerendered pages: ${publicPages.offenders.length}`,
);
if (publicPages.offenders.length > 0) {
  throw new Error(`Public pages load signed-in code:\n${publicPages.offenders.join('\n')}`);
}
for (const { landingPath, budget } of budgets) {
  if (budget.offenders.length > 0) {
    throw new Error(
      `The landing page ${landingPath} loads heavy modules:\n${budget.offenders.join('\n')}`,
    );
  }
  if (!budget.withinBudget) {
    throw new Error(`The landing page ${landingPath} is over its JavaScript budget`);
  }
}

const screens = await checkRouteBudgets({ clientDir, manifest });
console.log('Signed-in screens: JavaScript beyond the app and the signed-in shell (gzip):');
for (const row of screens) {
  console.log(
    `  ${(row.gzipped / 1024).toFixed(1).padStart(7)} kB  ${row.screen} (budget ${row.budget / 1024} kB)`,
  );
}
const overBudget = screens.filter((row) => !row.withinBudget);
if (overBudget.length > 0) {
  throw new Error(
    `Over their JavaScript budget: ${overBudget.map((row) => row.screen).join(', ')} ` +
      '(scripts/check-route-budgets.mjs)',
  );
}
total();
