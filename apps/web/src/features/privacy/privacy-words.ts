import { privacyErrorCodes } from '@kinderwait/contract/privacy';
import type { ErrorWords } from '../../api/error-words';
import { useMessages } from '../../lib/i18n/use-messages';
import { privacyCatalogue } from './privacy-messages';
import type { PrivacyMessages } from './privacy-messages';

/** What the privacy pages say for the errors their calls can answer; others show the server's. */
export function privacyErrorWords({ t }: PrivacyMessages): ErrorWords {
  return {
    [privacyErrorCodes.erasureLinkInvalid]: t('erasureLinkInvalid'),
    [privacyErrorCodes.exportLinkInvalid]: t('exportLinkInvalid'),
  };
}

/**
 * A deletion email's page title and description, for the route's head, in the active language.
 * Suspends while the words load; the route loads them first.
 */
export function useErasurePageHead(kind: 'confirm' | 'undo'): {
  title: string;
  description: string;
} {
  const { t } = useMessages(privacyCatalogue);
  return kind === 'confirm'
    ? { title: t('confirmPageTitle'), description: t('confirmPageText') }
    : { title: t('undoPageTitle'), description: t('undoPageText') };
}
