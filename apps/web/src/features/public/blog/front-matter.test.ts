import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';
import { parseArticle } from './blog-articles';

const source = [
  '---',
  'title: "Licensed care: what the law requires"',
  'description: A short guide.',
  'date: 2026-10-05',
  'author: KinderWait Family Support',
  '---',
  '',
  'First paragraph.',
].join('\n');

describe('parseFrontMatter', () => {
  it('reads flat key: value lines, unquoting quoted values, and returns the body after it', () => {
    expect(parseFrontMatter(source)).toEqual({
      data: {
        title: 'Licensed care: what the law requires',
        description: 'A short guide.',
        date: '2026-10-05',
        author: 'KinderWait Family Support',
      },
      body: 'First paragraph.',
    });
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('Just text.')).toEqual({ data: {}, body: 'Just text.' });
  });
});

describe('parseArticle', () => {
  it('builds an article from a valid file', () => {
    expect(parseArticle('licensed-care', source)).toMatchObject({
      id: 'licensed-care',
      title: 'Licensed care: what the law requires',
      date: '2026-10-05',
      body: 'First paragraph.',
    });
  });

  it('rejects an article with a missing author or a malformed date, naming the fields', () => {
    const broken = source.replace('date: 2026-10-05', 'date: next week').replace(/author:.*\n/, '');
    expect(() => parseArticle('broken', broken)).toThrow(
      'Blog article "broken" has invalid front matter: date, author',
    );
  });
});
