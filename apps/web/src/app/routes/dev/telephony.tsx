import { TelephonyPage } from '../../../features/dev-telephony/components/telephony-page';
import { NotFoundPage, notFoundTitle } from '../../../features/public/components/not-found-page';
import { PageHead } from '../../head/page-head';

/** /dev/telephony: the development telephony log; where the server has none (production), not found. */
function DevTelephonyRoute() {
  return (
    <TelephonyPage
      head={
        <PageHead
          title="Development telephony"
          description="Texts and calls kept by the development server."
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

export { DevTelephonyRoute as Component };
