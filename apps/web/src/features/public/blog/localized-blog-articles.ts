import { defineLocalizedContent } from '../lib/localized-content';
import { blogArticles } from './blog-articles';
import type { BlogArticle } from './blog-articles';

/**
 * The articles in each language. A French article keeps its English article's id, so /blog/<id>
 * and /fr/blog/<id> are the same article
 * (docs/decisions/i18n.md, "Public pages in French").
 */
export const localizedBlogArticles = defineLocalizedContent<readonly BlogArticle[]>('blog', {
  en: () => Promise.resolve(blogArticles),
  fr: () => import('./blog-articles.fr').then((module) => module.frenchBlogArticles),
});
