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

// Articles are markdown files in the repository, bundled as text into the blog's own chunk.
const sources = import.meta.glob<string>('../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function idFromFile(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.md$/, '');
}

/** Every article, newest first. */
export const blogArticles: readonly BlogArticle[] = Object.entries(sources)
  .map(([file, source]) => parseArticle(idFromFile(file), source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

export function findBlogArticle(id: string | undefined): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id);
}
