import { Suspense } from 'react';
import {
  ChildcareRequestsPage,
  requestsPageWords,
} from '../../../features/childcare-requests/components/childcare-requests-page';
import { childcareRequestsCatalogue } from '../../../features/childcare-requests/childcare-requests-messages';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { PageHead } from '../../head/page-head';
import { NoticeList } from '../../../features/notices/components/notice-list';
import { noticesCatalogue } from '../../../features/notices/notices-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';

/**
 * Loads the screen's and the notices' words in the active language before the screen opens, so
 * nothing appears a moment after the rest of the page. A failed load is the page's own to retry.
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  try {
    await Promise.all([
      loadMessages(childcareRequestsCatalogue, language),
      loadMessages(noticesCatalogue, language),
    ]);
  } catch {
    // The page and NoticeList suspend and load them again.
  }
  return null;
}

/**
 * /waitlist/childcare-requests (docs/product/waitlist.md#the-requests-screen): the signed-in
 * parent's requests, with what happened since the last visit (the notices feature) above them.
 */
function ChildcareRequestsScreen() {
  const current = useCurrentUser();
  const words = requestsPageWords(useMessages(childcareRequestsCatalogue));
  return (
    <>
      <PageHead title={words.title} description={words.description} noIndex />
      {current.data === undefined ? (
        <UserPending query={current} label={words.loading} />
      ) : (
        <ChildcareRequestsPage parentId={current.data.id} notices={<NoticeList />} />
      )}
    </>
  );
}

function ChildcareRequestsRoute() {
  return (
    <Suspense fallback={null}>
      <ChildcareRequestsScreen />
    </Suspense>
  );
}

export { ChildcareRequestsRoute as Component };
