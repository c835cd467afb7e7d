import { useParams } from 'react-router';
import { findBlogArticle } from '../../features/public/blog/blog-articles';
import { localizedBlogArticles } from '../../features/public/blog/localized-blog-articles';
import { BlogArticlePage } from '../../features/public/components/blog-article-page';
import { NotFoundPage, useNotFoundHead } from '../../features/public/components/not-found-page';
import { useLocalizedContent } from '../../features/public/lib/localized-content';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([publicPagesCatalogue], [localizedBlogArticles]);

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
