import { NotFoundPage, notFoundTitle } from '../../../features/public/components/not-found-page';
import { PageHead } from '../../head/page-head';

/**
 * The head of a development tool's page, and what shows where the server has no such tool
 * (production answers 404): the not-found page.
 */
export function devToolProps(title: string, description: string) {
  return {
    head: <PageHead title={title} description={description} noIndex />,
    unavailable: (
      <>
        <PageHead title={notFoundTitle} description="This page does not exist." noIndex />
        <NotFoundPage />
      </>
    ),
  };
}
