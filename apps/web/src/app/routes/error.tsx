import { useLocation, useParams } from 'react-router';
import {
  ErrorPage,
  useErrorTitle,
  useKnownErrorMessage,
} from '../../features/public/components/error-page';
import { NotFoundPage, useNotFoundHead } from '../../features/public/components/not-found-page';
import { isKnownErrorCode } from '../../features/public/lib/error-page-message';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { messageFromErrorPageState } from '../../lib/error-page-navigation';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { PageHead } from '../head/page-head';

/** The page's words and content, loaded in its language before it renders (docs/decisions/i18n.md#loading). */
export const handle = routeWords([publicPagesCatalogue]);

/**
 * The path's message is never shown: anyone can write a link to it, and the page would then say
 * their words under our name. The message comes from the state the app's own navigation passed;
 * a link opened without it gets our words for its code, and a code we never produce is not a page.
 */
function ErrorRoute() {
  const params = useParams();
  const location = useLocation();
  const notFoundHead = useNotFoundHead();
  const knownErrorMessage = useKnownErrorMessage();
  // Known codes are plain ASCII: React Router's decoding is all they need.
  const code = params.code ?? '';
  const title = useErrorTitle(code);
  if (!isKnownErrorCode(code)) {
    return (
      <>
        <PageHead title={notFoundHead.title} description={notFoundHead.description} noIndex />
        <NotFoundPage />
      </>
    );
  }
  const message = messageFromErrorPageState(location.state, code) ?? knownErrorMessage(code);
  return (
    <>
      <PageHead title={title} description={message} noIndex />
      <ErrorPage code={code} message={message} />
    </>
  );
}

export { ErrorRoute as Component };
