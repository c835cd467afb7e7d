import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import type { ConversationFeature } from '@kinderwait/contract/conversations';
import { errorMessageFor } from '../../api/error-words';
import { useOnboardingChatConfiguration } from '../../features/assistant-chat/api/get-onboarding-chat-configuration';
import { AssistantChat } from '../../features/assistant-chat/components/assistant-chat';
import { useOnboardingChatWords } from '../../features/assistant-chat/hooks/use-onboarding-chat-words';
import type { CompletionOutcome } from '../../features/assistant-chat/lib/conversation-completion';
import { useActiveRole } from '../../features/user-context/user-context-store';
import { notify } from '../../stores/notification-store';

export interface OnboardingChatProps {
  feature: ConversationFeature;
  /**
   * Called once the completion tool succeeded; the conversation is then cleared
   * (docs/product/assistant.md#completion).
   */
  onCompleted: () => void | Promise<void>;
  onBack: () => void;
}

/**
 * The onboarding chat of the current role and feature (docs/product/assistant.md#onboarding-chats):
 * its assistant's name, welcome message and completion tool come from the server; the role id names
 * the conversation. A role without one sees the configuration error's words
 * (docs/product/assistant.md#chat-configuration).
 */
export function OnboardingChat(props: OnboardingChatProps) {
  // The chat's words load on first use (the routes showing it load them first).
  return (
    <Suspense fallback={null}>
      <OnboardingChatContent {...props} />
    </Suspense>
  );
}

function OnboardingChatContent({ feature, onCompleted, onBack }: OnboardingChatProps) {
  const words = useOnboardingChatWords();
  const role = useActiveRole();
  const configuration = useOnboardingChatConfiguration(feature, role?.id.toString());

  if (configuration.data === undefined) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
        {configuration.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={onBack}>
                {words.back}
              </Button>
            }
          >
            {errorMessageFor(configuration.error, words.errorWords)}
          </Alert>
        ) : (
          <CircularProgress aria-label={words.loading} />
        )}
      </Container>
    );
  }

  const complete = async (outcome: CompletionOutcome): Promise<boolean> => {
    if (!outcome.successful) {
      notify({ message: words.completionFailed, color: 'error', timeout: 5000 });
      return false;
    }
    notify({ message: words.completed });
    await onCompleted();
    return true;
  };

  // A plain box: the screens that show the chat (the signed-in layout, the voice agent's
  // onboarding step) already give the page its one <main>.
  return (
    <Box>
      <AssistantChat
        feature={feature}
        suffix={role?.id.toString()}
        assistantName={configuration.data.onboardingAssistantName}
        welcomeMessage={configuration.data.welcomeMessage}
        completion={{
          toolName: configuration.data.completionToolName,
          onComplete: complete,
          clearOnComplete: true,
        }}
        onBack={onBack}
      />
    </Box>
  );
}
