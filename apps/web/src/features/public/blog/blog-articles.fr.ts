import { articlesFromSources } from './blog-articles';

// The French articles, <id>.fr.md next to the English ones, in a chunk of their own.
const sources = import.meta.glob<string>('../content/blog/*.fr.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every article in French, newest first, under its English article's id. */
export const frenchBlogArticles = articlesFromSources(sources);
