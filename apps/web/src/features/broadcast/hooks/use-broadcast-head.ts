import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';

/**
 * The broadcast routes' titles and descriptions for their heads, and the words the index and
 * profile routes show themselves. The routes load the catalogue first, so this does not suspend
 * there.
 */
export function useBroadcastHead() {
  const { t } = useMessages(broadcastCatalogue);
  const description = t('sectionDescription');
  return {
    section: { title: t('sectionTitle'), description },
    price: { title: t('priceTitle'), description },
    selectChild: { title: t('selectChildTitle'), description },
    orders: { title: t('ordersTitle'), description },
    order: { title: t('orderTitle'), description },
    interest: { title: t('interestTitle'), description },
    invitations: { title: t('invitationsTitle'), description },
    incoming: { title: t('incomingTitle'), description },
    profile: {
      title: t('profileTitle'),
      description: t('profileIntro'),
      chatLink: t('profileChatLink'),
      incomingLink: t('profileIncomingLink'),
    },
    index: { none: t('indexNone'), homeLink: t('indexHomeLink') },
    loading: t('loading'),
  };
}
