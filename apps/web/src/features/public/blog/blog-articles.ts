import { ArticleFrontMatter, parseFrontMatter } from './front-matter';

export interface BlogArticle extends ArticleFrontMatter {
  /** The file name without `.md`; also the article's URL segment. */
  id: string;
  /** Markdown after the front matter. */
  body: string;
}

/** Parses one article file; a missing or malformed field fails loudly (tests and the build see it). */
export function parseArticle(id: string, source: string): BlogArticle {
  const { data, body } = parseFrontMatter(source);
  const result = ArticleFrontMatter.safeParse(data);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Blog article "${id}" has invalid front matter: ${fields}`);
  }
  return { id, ...result.data, body };
}

// Articles are markdown files in the repository, bundled as text into the blog's own chunk. Their
// French versions (<id>.fr.md) load from their own chunk, only when the page is in French.
const sources = import.meta.glob<string>(['../content/blog/*.md', '!../content/blog/*.fr.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The article's id from its file: `how-waitlists-work.md` and `how-waitlists-work.fr.md` alike. */
export function idFromFile(file: string): string {
  return file.replace(/^.*\//, '').replace(/(\.fr)?\.md$/, '');
}

/** Articles parsed from their files, newest first. */
export function articlesFromSources(files: Record<string, string>): readonly BlogArticle[] {
  return Object.entries(files)
    .map(([file, source]) => parseArticle(idFromFile(file), source))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Every article in English, newest first. */
export const blogArticles: readonly BlogArticle[] = articlesFromSources(sources);

export function findBlogArticle(
  id: string | undefined,
  articles: readonly BlogArticle[] = blogArticles,
): BlogArticle | undefined {
  return articles.find((article) => article.id === id);
}
