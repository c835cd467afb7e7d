import { describe, expect, it } from 'vitest';
import { blogArticles, findBlogArticle } from './blog-articles';

// The English markdown files themselves (each has a French twin, `<id>.fr.md`), counted
// independently of the module under test.
const files = Object.keys(import.meta.glob('../content/blog/*.md')).filter(
  (file) => !file.endsWith('.fr.md'),
);

describe('blogArticles', () => {
  it('loads every markdown file in content/blog, at least three', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(blogArticles).toHaveLength(files.length);
  });

  it('orders articles newest first and gives each a URL-safe id', () => {
    const dates = blogArticles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of blogArticles) expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a body for every article that points readers to an official source', () => {
    for (const article of blogArticles) {
      expect(article.body.length).toBeGreaterThan(1500);
      expect(article.body).toMatch(/https:\/\/www\.(ontario|toronto)\.ca\//);
    }
  });

  it('finds an article by id, and nothing for an unknown id', () => {
    const [first] = blogArticles;
    expect(findBlogArticle(first?.id)).toBe(first);
    expect(findBlogArticle('no-such-article')).toBeUndefined();
    expect(findBlogArticle(undefined)).toBeUndefined();
  });
});
