import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.ts';

describe('chunkText', () => {
  it('packs whole paragraphs up to the target and keeps their order', () => {
    const paragraphs = Array.from({ length: 6 }, (_, index) =>
      `Paragraph ${String(index)}. ${'word '.repeat(40)}`.trim(),
    );
    const chunks = chunkText(paragraphs.join('\n\n'), 500, 800);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= 800)).toBe(true);
    expect(chunks.join('\n\n')).toBe(paragraphs.join('\n\n'));
  });

  it('cuts a paragraph longer than the maximum between sentences, and a word longer than it', () => {
    const sentence = 'The toddler room opens at eight. ';
    const long = sentence.repeat(100).trim();
    const chunks = chunkText(long, 300, 400);
    expect(chunks.every((chunk) => chunk.length <= 400 && chunk.endsWith('.'))).toBe(true);
    expect(chunks.join(' ')).toBe(long);
    const url = `https://example.com/${'a'.repeat(1000)}`;
    expect(chunkText(url, 300, 400).every((chunk) => chunk.length <= 400)).toBe(true);
    expect(chunkText(url, 300, 400).join('')).toBe(url);
  });

  it('gives nothing for blank text', () => {
    expect(chunkText('  \n\n  ')).toEqual([]);
  });
});
