import { describe, expect, it } from 'vitest';
import { frenchPolicyTitles, policyDocuments } from '@kinderwait/contract/policy-texts';
import { blogArticles } from '../blog/blog-articles';
import { localizedBlogArticles } from '../blog/localized-blog-articles';
import { loadContent } from '../lib/localized-content';
import { parentFaq, providerFaq } from './faq';
import { localizedFaq } from './localized-faq';
import { localizedOpenRoles } from './localized-open-roles';
import { openRoles } from './open-roles';

/*
 * Every long text written in English has its French version, saying the same things: the same
 * articles, questions, roles and policy sections, in the same shape. The words themselves are
 * reviewed by people; these checks catch a section, link or placeholder dropped on one side.
 */

const policyFiles = import.meta.glob<string>(
  '../../../../../../packages/contract/src/policy-texts/*.md',
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** The markdown's skeleton: headings' numbers, list items, table rows, links and placeholders. */
function shape(markdown: string) {
  return {
    headings: [...markdown.matchAll(/^(#{1,6}) (\d+\.)?/gm)].map((match) => match[0]),
    listItems: markdown.match(/^(\s*[-*]|\d+\.) /gm)?.length ?? 0,
    tableRows: markdown.match(/^\|/gm)?.length ?? 0,
    links: [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]),
    placeholders: [...markdown.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort(),
    code: [...markdown.matchAll(/`[^`]+`/g)].map((match) => match[0]),
  };
}

describe('French content', () => {
  it('has every blog article, under the same id and date, with the same sections and sources', async () => {
    const french = await loadContent(localizedBlogArticles, 'fr');
    expect(french.map((article) => article.id)).toEqual(blogArticles.map((article) => article.id));
    for (const english of blogArticles) {
      const article = french.find((candidate) => candidate.id === english.id);
      expect(article?.date).toBe(english.date);
      expect(shape(article?.body ?? '')).toEqual(shape(english.body));
    }
  });

  it('has every help question, with as many paragraphs in each answer', async () => {
    const french = await loadContent(localizedFaq, 'fr');
    const paragraphs = (entries: typeof parentFaq) => entries.map((entry) => entry.answer.length);
    expect(paragraphs(french.parentFaq)).toEqual(paragraphs(parentFaq));
    expect(paragraphs(french.providerFaq)).toEqual(paragraphs(providerFaq));
  });

  it('has every open role, with the same ids, order and number of points', async () => {
    const french = await loadContent(localizedOpenRoles, 'fr');
    const outline = (roles: typeof openRoles) =>
      roles.map((role) => [role.id, role.responsibilities.length, role.lookingFor.length]);
    expect(outline(french)).toEqual(outline(openRoles));
  });

  it('has every policy, with the same sections, lists, tables, links and placeholders', () => {
    const english = Object.keys(policyFiles).filter((file) => !file.endsWith('.fr.md'));
    expect(english).toHaveLength(Object.keys(policyDocuments).length);
    for (const file of english) {
      const french = policyFiles[file.replace(/\.md$/, '.fr.md')];
      expect({ file, shape: french === undefined ? undefined : shape(french) }).toEqual({
        file,
        shape: shape(policyFiles[file] ?? ''),
      });
    }
    expect(Object.keys(frenchPolicyTitles).sort()).toEqual(Object.keys(policyDocuments).sort());
  });
});
