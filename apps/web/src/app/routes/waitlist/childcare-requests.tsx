import { ChildcareRequestsPage } from '../../../features/childcare-requests/components/childcare-requests-page';
import { childcareRequestsTexts } from '../../../features/childcare-requests/childcare-requests-texts';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { PageHead } from '../../head/page-head';
import { NoticeList } from '../../../features/notices/components/notice-list';
import { noticesCatalogue } from '../../../features/notices/notices-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';

/**
 * Loads the notices' words in the active language before the screen opens, so the list does not
 * appear a moment after the rest of the page. A failed load is the list's own to retry.
 */
export async function loader(): Promise<null> {
  try {
    await loadMessages(noticesCatalogue, activeLanguage());
  } catch {
    // NoticeList suspends and loads them again.
  }
  return null;
}

/**
 * /waitlist/childcare-requests (docs/product/waitlist.md#the-requests-screen): the signed-in
 * parent's requests, with what happened since the last visit (the notices feature) above them.
 */
function ChildcareRequestsRoute() {
  const current = useCurrentUser();
  return (
    <>
      <PageHead
        title={childcareRequestsTexts.title}
        description="Your children's places on childcare waitlists."
        noIndex
      />
      {current.data === undefined ? (
        <UserPending query={current} label={childcareRequestsTexts.loading} />
      ) : (
        <ChildcareRequestsPage parentId={current.data.id} notices={<NoticeList />} />
      )}
    </>
  );
}

export { ChildcareRequestsRoute as Component };
