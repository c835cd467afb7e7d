import { describe, expect, it } from 'vitest';
import { splitMarkdownSections } from './split-markdown-sections';

describe('splitMarkdownSections', () => {
  it('starts a new section at each level-one or level-two heading', () => {
    const markdown = 'Intro.\n\n## One\n\nText.\n\n### Detail\n\nMore.\n\n# Two\n\nEnd.';
    expect(splitMarkdownSections(markdown)).toEqual([
      'Intro.\n',
      '## One\n\nText.\n\n### Detail\n\nMore.\n',
      '# Two\n\nEnd.',
    ]);
  });

  it('gives back the input when the sections are joined', () => {
    const markdown = '## A\n\ntext\n\n## B\n\n- x\n- y\n';
    expect(splitMarkdownSections(markdown).join('\n')).toBe(markdown);
  });

  it('does not split at a heading-like line inside a code fence', () => {
    const markdown = '## A\n\n```\n## not a heading\n```\n';
    expect(splitMarkdownSections(markdown)).toEqual([markdown]);
  });

  it('keeps text without headings whole', () => {
    expect(splitMarkdownSections('Just a paragraph.')).toEqual(['Just a paragraph.']);
  });
});
