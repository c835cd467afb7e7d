import { useQuery } from '@tanstack/react-query';
import { productCodes } from '@kinderwait/contract/billing';
import {
  permissions,
  rolePermissions,
  voiceAgentSubscriptionNames,
} from '@kinderwait/contract/constants';
import type { RoleCode } from '@kinderwait/contract/constants';
import { useProducts } from '../../../api/products/get-products';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { subscriptionsQueryOptions } from '../../../features/user-context/api/get-subscriptions';
import { useActivePermissions } from '../../../features/user-context/hooks/use-active-permissions';
import { activeSubscriptionNames } from '../../../features/user-context/lib/active-subscriptions';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { VoiceAgentWelcome } from '../../../features/voice-agent/components/voice-agent-welcome';
import type {
  VoiceAgentAccess,
  VoicePrice,
} from '../../../features/voice-agent/components/voice-agent-welcome';
import { useWelcomeHead } from '../../../features/voice-agent/hooks/use-voice-agent-head';
import { voiceAgentCatalogue } from '../../../features/voice-agent/voice-agent-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';
import { useProductWords } from '../../../lib/product-names';

/** Loads the voice agent's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(voiceAgentCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

const voiceProductCodes: readonly string[] = [
  productCodes.voiceAssistantSetup,
  productCodes.voiceAssistantPhoneNumber,
];

const runsVoiceAgent = (code: RoleCode): boolean =>
  rolePermissions[code].includes(permissions.voiceAgentManage);

/**
 * /voice-ai-agent/welcome, which /voice-ai-agent opens: signed in only, so it never refuses (the
 * onboarding behind it needs a voice purchase). What the user can do comes from the user context:
 * the active role's permissions and the user's active subscriptions. Subscriptions that cannot
 * be loaded count as none: buying again is refused by checkout with its own message. The prices
 * are the products API's, as the plans screen shows them; without them the page points there.
 */
function VoiceAgentWelcomeRoute() {
  const head = useWelcomeHead();
  const user = useCurrentUser().data;
  const activeRole = useActiveRole();
  const held = useActivePermissions();
  const email = user?.email ?? '';
  const canManage = held?.includes(permissions.voiceAgentManage);
  const subscriptions = useQuery({
    ...subscriptionsQueryOptions(email),
    enabled: email !== '' && canManage === true,
  });

  const products = useProducts(activeRole?.id);
  const productWords = useProductWords();
  const prices: VoicePrice[] | 'loading' = products.isPending
    ? 'loading'
    : (products.data?.items ?? [])
        .filter((product) => voiceProductCodes.includes(product.code))
        .map((product) => ({
          name: productWords.productName(product.code, product.name),
          unitAmount: product.unitAmount,
          monthly: product.interval === 'month',
        }));

  let access: VoiceAgentAccess = { kind: 'loading' };
  if (canManage === false) {
    access = {
      kind: 'otherRole',
      holdsProviderRole: (user?.roles ?? []).some(
        (role) => role.id !== activeRole?.id && runsVoiceAgent(role.code),
      ),
    };
  } else if (canManage === true && !subscriptions.isPending) {
    const active = activeSubscriptionNames(subscriptions.data ?? []);
    access = {
      kind: 'provider',
      subscribed: voiceAgentSubscriptionNames.some((name) => active.includes(name)),
    };
  }
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <VoiceAgentWelcome access={access} prices={prices} />
    </>
  );
}

export { VoiceAgentWelcomeRoute as Component };
