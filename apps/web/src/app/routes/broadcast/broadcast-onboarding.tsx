import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { chatNames } from '@kinderwait/contract/conversations';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';
import { paths } from '../../../config/paths';
import { OnboardingChat } from '../../assistant/onboarding-chat';
import { PageHead } from '../../head/page-head';
import { assistantChatCatalogue } from '../../../features/assistant-chat/assistant-chat-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';

/** Loads the assistant chat's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(assistantChatCatalogue, activeLanguage());
  } catch {
    // The chat suspends and loads them again.
  }
  return null;
}

/**
 * /broadcast/broadcast-onboarding (broadcast.create): the AI Broadcast chat, with its welcome
 * message on the state of the broadcast profile (docs/product/assistant.md#broadcast-welcome-message);
 * completing it wrote the profile, which opens read afresh.
 */
function BroadcastOnboardingRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHead title={chatNames.broadcast} description={chatNames.broadcast} noIndex />
      <OnboardingChat
        feature="broadcast"
        onBack={() => {
          void navigate(paths.app.broadcastProfile.getHref());
        }}
        onCompleted={() => {
          queryClient.removeQueries({ queryKey: childcareProviderKeys.all });
          void navigate(paths.app.broadcastProfile.getHref());
        }}
      />
    </>
  );
}

export { BroadcastOnboardingRoute as Component };
