import { InvitationsPage } from '../../../features/broadcast/components/invitations-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { PageHead } from '../../head/page-head';

/** /broadcast/invitations: the spaces providers told a parent's children about. */
function InvitationsRoute() {
  return (
    <>
      <PageHead
        title={broadcastTexts.invitations.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <InvitationsPage />
    </>
  );
}

export { InvitationsRoute as Component };
