import { NotFoundPage, notFoundTitle } from '../../features/public/components/not-found-page';
import { PageHead } from '../head/page-head';

function NotFoundRoute() {
  return (
    <>
      <PageHead title={notFoundTitle} description="This page does not exist." noIndex />
      <NotFoundPage />
    </>
  );
}

export { NotFoundRoute as Component };
