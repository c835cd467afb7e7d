import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ConversationFeature, chatNames } from '@kinderwait/contract/conversations';
import { paths } from '../../../config/paths';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';
import { OnboardingChat } from '../../assistant/onboarding-chat';
import { PageHead } from '../../head/page-head';
import { Component as NotFoundRoute } from '../not-found';
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
 * /ai-assistants/{feature} (docs/product/assistant.md#the-chat-screen): the current role's
 * assistant for broadcast or the voice agent. Completing the broadcast chat has written the
 * provider profile, so the profile is read again and shown.
 */
function AssistantRoute() {
  const { feature } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parsed = ConversationFeature.safeParse(feature);
  if (!parsed.success) return <NotFoundRoute />;

  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.app.home.getHref());
  };
  const completed = () => {
    // Dropped, not only marked stale: the profile screen opens on what the chat wrote, never on an
    // older copy its parts would show (and could be edited from) until the new one arrives.
    queryClient.removeQueries({ queryKey: childcareProviderKeys.all });
    void navigate(
      parsed.data === 'broadcast'
        ? paths.app.childcareProviderProfile.getHref()
        : // The setup is saved and its website is being read: the agent's dashboard shows both.
          paths.app.voiceAgentDashboard.getHref(),
    );
  };
  return (
    <>
      <PageHead title={chatNames[parsed.data]} description={chatNames[parsed.data]} noIndex />
      <OnboardingChat feature={parsed.data} onCompleted={completed} onBack={back} />
    </>
  );
}

export { AssistantRoute as Component };
