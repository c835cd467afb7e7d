import { useParams } from 'react-router';
import { findBlogArticle } from '../../features/public/blog/blog-articles';
import { BlogArticlePage } from '../../features/public/components/blog-article-page';
import { NotFoundPage, notFoundTitle } from '../../features/public/components/not-found-page';
import { PageHead } from '../head/page-head';

function BlogArticleRoute() {
  const article = findBlogArticle(useParams().id);
  if (!article) {
    return (
      <>
        <PageHead title={notFoundTitle} description="This article does not exist." noIndex />
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
