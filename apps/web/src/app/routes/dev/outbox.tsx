import { OutboxPage } from '../../../features/dev-outbox/components/outbox-page';
import { NotFoundPage, notFoundTitle } from '../../../features/public/components/not-found-page';
import { PageHead } from '../../head/page-head';

/** /dev/outbox: the development mail outbox; where the server has none (production), not found. */
function DevOutboxRoute() {
  return (
    <OutboxPage
      head={
        <PageHead
          title="Development outbox"
          description="Emails kept by the development server."
          noIndex
        />
      }
      unavailable={
        <>
          <PageHead title={notFoundTitle} description="This page does not exist." noIndex />
          <NotFoundPage />
        </>
      }
    />
  );
}

export { DevOutboxRoute as Component };
