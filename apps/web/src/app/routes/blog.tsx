import { blogArticles } from '../../features/public/blog/blog-articles';
import { BlogListPage } from '../../features/public/components/blog-list-page';
import { PageHead } from '../head/page-head';

function BlogRoute() {
  return (
    <>
      <PageHead
        title="Blog: guides for Toronto families"
        description="Plain-language guides to childcare waitlists, licensing, fees and choosing care in Toronto and Ontario."
      />
      <BlogListPage articles={blogArticles} />
    </>
  );
}

export { BlogRoute as Component };
