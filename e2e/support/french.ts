import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * What the French journeys check on every screen: the page says it is French (`<html lang>`), no
 * sentence of the English catalogues is left on it, and at phone width nothing scrolls sideways.
 * French is previewed, not exposed (docs/decisions/i18n.md#previewing-french): `previewFrench`
 * turns it on before the app loads, in a build made with VITE_FRENCH_PREVIEW=on.
 */

const webSrc = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

/** The local storage the preview reads (apps/web/src/lib/storage.ts, stored as given). */
export async function previewFrench(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('kinderwait.frenchPreview', 'on');
    localStorage.setItem('kinderwait.language', 'fr');
  });
}

type Catalogue = Record<string, string>;

interface CataloguePair {
  name: string;
  en: Catalogue;
  fr: Catalogue;
}

/** Every feature's and shared component's catalogue, English beside French. */
async function loadCatalogues(): Promise<CataloguePair[]> {
  const pairs: CataloguePair[] = [];
  for (const area of ['features', 'components']) {
    for (const folder of readdirSync(join(webSrc, area))) {
      const dir = join(webSrc, area, folder, 'messages');
      let files: string[];
      try {
        files = readdirSync(dir).filter((file) => file.endsWith('.en.ts'));
      } catch {
        continue; // a folder not converted yet has no catalogue
      }
      for (const file of files) {
        const base = file.slice(0, -'.en.ts'.length);
        const load = async (language: string) =>
          (
            (await import(pathToFileURL(join(dir, `${base}.${language}.ts`)).href)) as {
              default: Catalogue;
            }
          ).default;
        pairs.push({ name: `${folder}/${base}`, en: await load('en'), fr: await load('fr') });
      }
    }
  }
  return pairs;
}

/**
 * A French catalogue by its folder ("children", "care-filters") and file name when it differs
 * ("user-profile", "profile"), so the journeys find the screens by the words users read.
 */
export async function frenchCatalogue(folder: string, base = folder): Promise<Catalogue> {
  for (const area of ['features', 'components']) {
    const file = join(webSrc, area, folder, 'messages', `${base}.fr.ts`);
    try {
      readdirSync(dirname(file));
    } catch {
      continue;
    }
    return ((await import(pathToFileURL(file).href)) as { default: Catalogue }).default;
  }
  throw new Error(`no French catalogue ${folder}/${base}`);
}

/** A message with its simple arguments filled in ("Choisir {name}" → "Choisir Hester How"). */
export function fill(message: string | undefined, values: Record<string, string> = {}): string {
  if (message === undefined) throw new Error('no such message');
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The index of the brace closing the one opened at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return text.length;
}

/**
 * The literal pieces of an ICU message, split where an argument goes: "For {name}. {count,
 * plural, one {# request} other {# requests}} sent." gives "For", ".", "request", "requests",
 * "sent.". Rich-text tags are dropped, their text kept.
 */
export function literalPieces(message: string): string[] {
  const text = message.replace(/<\/?[a-zA-Z][\w-]*>/g, '');
  const pieces: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char !== '{') {
      current += char === '#' ? '\u0000' : char;
      continue;
    }
    pieces.push(current);
    current = '';
    const end = closing(text, index);
    const inner = text.slice(index + 1, end);
    // plural, select and selectordinal: each branch's text is literal too.
    if (/^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(inner)) {
      const branches = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
      for (let at = branches.indexOf('{'); at !== -1;) {
        const branchEnd = closing(branches, at);
        pieces.push(...literalPieces(branches.slice(at + 1, branchEnd)));
        at = branches.indexOf('{', branchEnd + 1);
      }
    }
    index = end;
  }
  pieces.push(current);
  return pieces
    .flatMap((piece) => piece.split('\u0000'))
    .map((piece) =>
      piece
        .replace(/\s+/g, ' ')
        .replace(/^[\s.,:;·()–—-]+|[\s,:;·(–—-]+$/g, '')
        .trim(),
    )
    .filter((piece) => piece !== '');
}

const word = /[\p{L}’']+/gu;

export interface EnglishPhrase {
  /** The catalogue and key it comes from: "children/children.listEmptyTitle". */
  source: string;
  text: string;
}

/**
 * The English phrases a French screen must not show: the literal pieces of every English message
 * whose French differs, of two words or more (or a whole message of one word of three letters or
 * more: a button's "Next"), leaving out any piece the French catalogues use too ("Email", the
 * product's name, "Date").
 */
async function englishPhrases(): Promise<EnglishPhrase[]> {
  const pairs = await loadCatalogues();
  const french = pairs
    .flatMap((pair) => Object.values(pair.fr))
    .join('\n')
    .replace(/\s+/g, ' ');
  const phrases = new Map<string, EnglishPhrase>();
  for (const { name, en, fr } of pairs) {
    for (const [key, message] of Object.entries(en)) {
      if (fr[key] === message) continue;
      const pieces = literalPieces(message);
      for (const piece of pieces) {
        const words = piece.match(word) ?? [];
        const whole = pieces.length === 1 && piece === message.trim();
        const long = words.length >= 2 || (whole && (words[0]?.length ?? 0) >= 3);
        if (!long || words.length === 0) continue;
        if (containsPhrase(french, piece)) continue;
        if (!phrases.has(piece)) phrases.set(piece, { source: `${name}.${key}`, text: piece });
      }
    }
  }
  return [...phrases.values()];
}

let cached: Promise<EnglishPhrase[]> | undefined;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `text` holds `phrase` as whole words (case-sensitive: "Next" is not in "next"). */
function containsPhrase(text: string, phrase: string): boolean {
  const pattern = escape(phrase).replace(/ /g, '\\s+').replace(/[’']/g, "[’']");
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * The English catalogues' phrases that `scope` ('body' or 'main') shows now. A phrase of one word
 * counts only as an element's whole text (a button's "Next"): inside a sentence it is as likely a
 * name ("Queen Street West", "City of Toronto"). Text marked as another language (`lang="en"`:
 * a language's own name, a product's stored English that an administrator edits) is not counted.
 */
export async function englishLeft(page: Page, scope: 'body' | 'main' = 'body'): Promise<string[]> {
  cached ??= englishPhrases();
  const phrases = await cached;
  const { text, wholes } = await page.evaluate((where) => {
    const root = where === 'main' ? document.querySelector('main') : document.body;
    if (!(root instanceof HTMLElement)) return { text: '', wholes: [] };
    const title = where === 'body' ? `${document.title}\n` : '';
    // SVG and MathML elements have no innerText.
    const elements = [root, ...root.querySelectorAll('*')].filter(
      (element) => element instanceof HTMLElement,
    );
    const foreign = elements.filter(
      (element) => element.lang !== '' && !element.lang.toLowerCase().startsWith('fr'),
    );
    const french = elements.filter((element) => !foreign.some((other) => other.contains(element)));
    let text = title + root.innerText;
    for (const element of foreign) text = text.replace(element.innerText, ' ');
    return {
      text: text.replace(/\s+/g, ' '),
      wholes: french.map((element) => element.innerText.replace(/\s+/g, ' ').trim()),
    };
  }, scope);
  const whole = new Set(wholes);
  return phrases
    .filter((phrase) =>
      /\s/.test(phrase.text) ? containsPhrase(text, phrase.text) : whole.has(phrase.text),
    )
    .map((phrase) => `"${phrase.text}" (${phrase.source})`);
}

/**
 * The screen is French: `<html lang="fr">`, no English phrase in `scope` (the whole page, or only
 * `main` where the shell around it is still being translated), and at phone width no sideways
 * scroll. `knownEnglish` lists phrases a screen still shows in English while their fix is
 * pending, each named exactly: they are noted on the test instead of failing it. Waits for
 * nothing: call it once the screen's French heading shows.
 */
export async function expectFrench(
  page: Page,
  screen: string,
  scope: 'body' | 'main' = 'body',
  knownEnglish: readonly string[] = [],
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const found = await englishLeft(page, scope);
  const known = found.filter((line) => knownEnglish.some((text) => line.startsWith(`"${text}"`)));
  expect(
    found.filter((line) => !known.includes(line)),
    `English left on ${screen} (${scope})`,
  ).toEqual([]);
  const note = (type: string, lines: string[]) => {
    if (lines.length > 0)
      test.info().annotations.push({ type, description: `${screen}: ${lines.join(', ')}` });
  };
  note('Known English', known);
  // A screen checked in `main` only: what the catalogues find around it is noted on the test,
  // for the report, without failing it.
  if (scope === 'main') {
    note(
      'English outside main',
      (await englishLeft(page, 'body')).filter((line) => !found.includes(line)),
    );
  }
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${screen}`).toBeLessThanOrEqual(innerWidth);
}
