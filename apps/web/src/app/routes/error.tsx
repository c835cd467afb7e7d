import { useLocation, useParams } from 'react-router';
import {
  ErrorPage,
  useErrorTitle,
  useKnownErrorMessage,
} from '../../features/public/components/error-page';
import { NotFoundPage, useNotFoundHead } from '../../features/public/components/not-found-page';
import { isKnownErrorCode } from '../../features/public/lib/error-page-message';
import { publicPagesCatalogue } from '../../features/public/public-pages-messages';
import { activeLanguage } from '../../lib/i18n/active-language';
import { messageFromErrorPageState } from '../../lib/error-page-navigation';
import { loadPublicPage } from '../../features/public/lib/load-public-page';
import type { PublicPageWords } from '../../features/public/lib/load-public-page';
import { PageHead } from '../head/page-head';

/** The page's words and content in the active language (features/public/lib/load-public-page.ts). */
export const handle: PublicPageWords = { catalogues: [publicPagesCatalogue], localizedContent: [] };

// The module waits for them itself, rather than a route loader: the app loads a page's modules
// before its first render (hydration included, which runs no loader, and a loader would make the
// router redraw the prerendered page) and before opening it, so the page never suspends. A failed
// load is the page's own to retry: it suspends and loads them again.
await loadPublicPage(handle, activeLanguage()).catch(() => undefined);

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
