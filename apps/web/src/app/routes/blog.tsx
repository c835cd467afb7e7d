import { localizedBlogArticles } from '../../features/public/blog/localized-blog-articles';
import { BlogListPage, useBlogHead } from '../../features/public/components/blog-list-page';
import { useLocalizedContent } from '../../features/public/lib/localized-content';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([publicPagesCatalogue], [localizedBlogArticles]);

function BlogRoute() {
  const head = useBlogHead();
  const articles = useLocalizedContent(localizedBlogArticles);
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <BlogListPage articles={articles} />
    </>
  );
}

export { BlogRoute as Component };
