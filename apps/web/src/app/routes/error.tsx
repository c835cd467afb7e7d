import { useLocation, useParams } from 'react-router';
import { ErrorPage } from '../../features/public/components/error-page';
import { NotFoundPage, notFoundTitle } from '../../features/public/components/not-found-page';
import { isKnownErrorCode, knownErrorMessage } from '../../features/public/lib/error-page-message';
import { messageFromErrorPageState } from '../../lib/error-page-navigation';
import { PageHead } from '../head/page-head';

/**
 * The path's message is never shown: anyone can write a link to it, and the page would then say
 * their words under our name. The message comes from the state the app's own navigation passed;
 * a link opened without it gets our words for its code, and a code we never produce is not a page.
 */
function ErrorRoute() {
  const params = useParams();
  const location = useLocation();
  // Known codes are plain ASCII: React Router's decoding is all they need.
  const code = params.code ?? '';
  if (!isKnownErrorCode(code)) {
    return (
      <>
        <PageHead title={notFoundTitle} description="This page does not exist." noIndex />
        <NotFoundPage />
      </>
    );
  }
  const message = messageFromErrorPageState(location.state, code) ?? knownErrorMessage(code);
  return (
    <>
      <PageHead title={`Error ${code}`} description={message} noIndex />
      <ErrorPage code={code} message={message} />
    </>
  );
}

export { ErrorRoute as Component };
