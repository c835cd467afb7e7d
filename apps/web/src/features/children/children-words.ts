import type { ErrorWords } from '../../api/error-words';
import { useMessages } from '../../lib/i18n/use-messages';
import { childrenCatalogue } from './children-messages';
import type { ChildrenMessages } from './children-messages';
import type { ImmunizationChoice } from './lib/child-form-schema';

/** What the children screens say for the error codes they can meet; others show the server's words. */
export function childrenErrorWords({ t }: ChildrenMessages): ErrorWords {
  return {
    child_not_found: t('errorChildNotFound'),
    rate_limited: t('errorRateLimited'),
    validation_failed: t('errorValidationFailed'),
  };
}

/** An answer to "Are the child's immunizations up to date?" in words. */
export function immunizationWords({ t }: ChildrenMessages, choice: ImmunizationChoice): string {
  switch (choice) {
    case 'yes':
      return t('immunizationYes');
    case 'no':
      return t('immunizationNo');
    case 'unknown':
      return t('immunizationUnknown');
  }
}

/**
 * The children routes' own words (their heads, the notices after a save), in the active language.
 * Suspends while they load; the routes load them first.
 */
export function useChildrenRouteWords() {
  const { t } = useMessages(childrenCatalogue);
  return {
    listPageTitle: t('listPageTitle'),
    listPageDescription: t('listPageDescription'),
    newTitle: t('formNewTitle'),
    editTitle: t('formEditTitle'),
    newPageDescription: t('formNewPageDescription'),
    createdNotice: (name: string) => t('formCreatedNotice', { name }),
    savedNotice: (name: string) => t('formSavedNotice', { name }),
  };
}
