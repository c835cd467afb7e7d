import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonsInFrench } from './french-reasons.ts';

/** The local engine's folder: every parser and flow that words a refusal. */
const engineFolder = join(import.meta.dirname, '..');

interface EnglishReason {
  file: string;
  /** The sentence's own words, between its `${…}` values. */
  pieces: string[];
  /** Its values' expressions, in order. */
  values: string[];
}

/** The string literal (quoted or a template, nested templates included) starting at `at`. */
function literalAt(source: string, at: number): Omit<EnglishReason, 'file'> | null {
  const quote = source[at];
  if (quote === "'" || quote === '"') {
    const end = source.indexOf(quote, at + 1);
    return { pieces: [source.slice(at + 1, end)], values: [] };
  }
  if (quote !== '`') return null;
  const pieces: string[] = [];
  const values: string[] = [];
  let piece = '';
  let index = at + 1;
  while (source[index] !== '`') {
    if (source.startsWith('${', index)) {
      let depth = 1;
      let end = index + 2;
      while (depth > 0) {
        if (source[end] === '{') depth += 1;
        if (source[end] === '}') depth -= 1;
        end += 1;
      }
      pieces.push(piece);
      values.push(source.slice(index + 2, end - 1));
      piece = '';
      index = end;
    } else {
      piece += source[index] ?? '';
      index += 1;
    }
  }
  pieces.push(piece);
  return { pieces, values };
}

/** Every English refusal the engine's sources write: `refused('…')` and `reason: \`…\``. */
function englishReasons(): EnglishReason[] {
  const files = readdirSync(engineFolder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('french-'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(join(engineFolder, file), 'utf8');
    return [...source.matchAll(/\brefused\(\s*|\breason: (?=`)/g)].flatMap((match) => {
      const literal = literalAt(source, match.index + match[0].length);
      return literal === null ? [] : [{ file, ...literal }];
    });
  });
}

/** A value a refusal could carry in place of the expression `expression`. */
function sampleOf(expression: string): string {
  if (expression.includes('what')) return 'greeting';
  if (expression.includes('choices.map')) return '1. Infant, 2. Toddler';
  if (expression.includes('range[0]')) return '8 to 5';
  if (expression.includes('result.reason')) return 'Please give a number from 0 to 10.';
  if (expression === 'label') return 'Infant';
  return '12';
}

describe('every refusal the local engine writes, in a French chat', () => {
  const reasons = englishReasons();

  it('finds the refusals in the parsers and flows', () => {
    expect(reasons.length).toBeGreaterThan(20);
  });

  it.each(reasons.map((reason) => [reason.pieces.join('…'), reason] as const))(
    'rewords %j with no English sentence left',
    (_name, reason) => {
      const english = reason.pieces
        .map(
          (piece, index) =>
            piece + (index < reason.values.length ? sampleOf(reason.values[index] ?? '') : ''),
        )
        .join('');
      const french = reasonsInFrench(english);
      expect(french).not.toBe(english);
      for (const piece of reason.pieces) {
        const words = piece.trim();
        if (words.split(/\s+/).length >= 2) expect(french, reason.file).not.toContain(words);
      }
    },
  );
});
