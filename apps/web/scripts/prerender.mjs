// Writes one HTML file per public page from the SSR bundle's render(), plus the SPA shell and the
// prerender manifest the server reads.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appModulesMetaName } from '../src/app/app-modules.ts';

const headMarker = '<!--app-head-->';
const htmlMarker = '<!--app-html-->';

/** The chunk of `key` and every chunk it imports statically, as Vite's manifest lists them. */
export function staticChunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    entry.file,
    ...(entry.imports ?? []).flatMap((child) => staticChunkFiles(manifest, child, seen)),
  ];
}

/** The module main.tsx loads to start the app (src/app/start-app.ts). */
export const appStartKey = 'src/app/start-app.ts';

/**
 * The chunk files the app needs on a page whose route modules are `modules`: the app's own and the
 * pages', minus what index.html already loads (the entry).
 */
export function appChunkFiles(manifest, modules, alreadyLoaded) {
  const files = [appStartKey, ...modules].flatMap((key) => staticChunkFiles(manifest, key));
  return [...new Set(files)].filter((file) => !alreadyLoaded.has(file));
}

/**
 * The key of a catalogue module in `language` ("src/features/x/messages/x.fr.ts"), or of MUI's
 * own words in it (src/theme/component-texts.fr.ts, which the root layout loads on every page).
 */
function isMessagesKey(key, language) {
  return (
    key.endsWith(`.${language}.ts`) &&
    (key.includes('/messages/') || key.startsWith('src/theme/component-texts.'))
  );
}
const formatterKey = 'src/lib/i18n/formatter.ts';

/**
 * The chunks of the page's words in its language (docs/decisions/i18n.md#loading): the catalogues
 * its code can load in `language` and the FormatJS runtime, which the app loads before hydrating.
 * Listed with the app's files, they are preloaded with them and counted in the landing budget.
 * Another language's messages are never listed: only the active language's are loaded.
 */
export function messageChunkFiles(manifest, modules, language) {
  const seen = new Set();
  const keys = [appStartKey, ...modules];
  const found = new Set();
  while (keys.length > 0) {
    const key = keys.pop();
    const entry = manifest[key];
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    keys.push(...(entry.imports ?? []));
    for (const dynamic of entry.dynamicImports ?? []) {
      if (isMessagesKey(dynamic, language) || dynamic === formatterKey) found.add(dynamic);
    }
  }
  return [...found].flatMap((key) => staticChunkFiles(manifest, key));
}

function preloadLinks(files) {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

/**
 * A public page lists the app's files for main.tsx to preload when the app starts, and does not
 * load them before (app/app-modules.ts).
 */
function appModulesMeta(files) {
  return `<meta name="${appModulesMetaName}" content="${files.map((file) => `/${file}`).join(' ')}" />`;
}

const htmlLangPattern = /<html lang="[a-z-]*"/;

/** index.html with the page's head and markup, and its language on <html lang>. */
export function fillTemplate(template, head, html, language = 'en') {
  if (!template.includes(headMarker) || !template.includes(htmlMarker)) {
    throw new Error(`index.html must contain ${headMarker} and ${htmlMarker}`);
  }
  if (!htmlLangPattern.test(template)) throw new Error('index.html must open with <html lang="…">');
  return template
    .replace(htmlLangPattern, `<html lang="${language}"`)
    .replace(headMarker, () => head)
    .replace(htmlMarker, () => html);
}

/** Root page → index.html; /about → about/index.html; /blog/x → blog/x/index.html. */
export function outputFileFor(clientDir, urlPath) {
  return path.join(clientDir, ...urlPath.split('/').filter(Boolean), 'index.html');
}

export async function prerender({ clientDir, serverEntry, origin, manifestFileName }) {
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry');
  if (!manifest[appStartKey]) throw new Error(`The client manifest has no ${appStartKey}`);
  const alreadyLoaded = new Set(staticChunkFiles(manifest, entryKey));

  const server = await import(pathToFileURL(serverEntry).href);
  // The SPA shell must be written before index.html is overwritten by the landing page. It starts
  // the app at once (signed-in screens), so it preloads the app's files in its HTML.
  const shellHead = [
    server.shellHead(),
    ...preloadLinks(appChunkFiles(manifest, [], alreadyLoaded)),
  ].join('\n    ');
  await writeFile(path.join(clientDir, 'spa.html'), fillTemplate(template, shellHead, ''));

  const pages = [];
  for (const urlPath of server.prerenderPaths()) {
    const result = await server.render(urlPath, { origin });
    if (result.kind !== 'page' || result.status !== 200) {
      throw new Error(`Prerendering ${urlPath} gave ${result.kind} ${result.status}`);
    }
    const appModules = [
      ...new Set([
        ...appChunkFiles(manifest, result.modules, alreadyLoaded),
        ...messageChunkFiles(manifest, result.modules, result.language),
      ]),
    ].filter((file) => !alreadyLoaded.has(file));
    const head = [result.head, appModulesMeta(appModules)].join('\n    ');
    const file = outputFileFor(clientDir, urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, head, result.html, result.language));
    pages.push({
      path: urlPath,
      file,
      modules: result.modules,
      appModules,
      language: result.language,
    });
  }

  const prerenderManifest = {
    paths: pages.map((page) => page.path),
    routePatterns: server.routePatterns(),
    unlisted: server.unlistedPaths(),
  };
  await writeFile(
    path.join(clientDir, manifestFileName),
    `${JSON.stringify(prerenderManifest, null, 2)}\n`,
  );
  return { pages, manifest, entryKey };
}
