import { useParams } from 'react-router';
import { findBlogArticle } from '../../features/public/blog/blog-articles';
import { localizedBlogArticles } from '../../features/public/blog/localized-blog-articles';
import { BlogArticlePage } from '../../features/public/components/blog-article-page';
import { NotFoundPage, useNotFoundHead } from '../../features/public/components/not-found-page';
import { useLocalizedContent } from '../../features/public/lib/localized-content';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { activeLanguage } from '../../lib/i18n/active-language';
import { loadPublicPage } from '../../features/public/lib/load-public-page';
import type { PublicPageWords } from '../../features/public/lib/load-public-page';
import { PageHead } from '../head/page-head';

/** The page's words and content in the active language (features/public/lib/load-public-page.ts). */
export const handle: PublicPageWords = {
  catalogues: [publicPagesCatalogue],
  localizedContent: [localizedBlogArticles],
};

// The module waits for them itself, rather than a route loader: the app loads a page's modules
// before its first render (hydration included, which runs no loader, and a loader would make the
// router redraw the prerendered page) and before opening it, so the page never suspends. A failed
// load is the page's own to retry: it suspends and loads them again.
await loadPublicPage(handle, activeLanguage()).catch(() => undefined);

function BlogArticleRoute() {
  const article = findBlogArticle(useParams().id, useLocalizedContent(localizedBlogArticles));
  const notFoundHead = useNotFoundHead('article');
  if (!article) {
    return (
      <>
        <PageHead title={notFoundHead.title} description={notFoundHead.description} noIndex />
        <NotFoundPage />
      </>
    );
  }
  return (
    <>
      <PageHead title={article.title} description={article.description} type="article" />
      <BlogArticlePage article={article} />
    </>
  );
}

export { BlogArticleRoute as Component };
