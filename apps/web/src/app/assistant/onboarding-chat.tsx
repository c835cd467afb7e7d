import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import type { ConversationFeature } from '@kinderwait/contract/conversations';
import { errorMessageFor } from '../../api/error-words';
import { useOnboardingChatConfiguration } from '../../features/assistant-chat/api/get-onboarding-chat-configuration';
import {
  assistantChatErrorWords,
  assistantChatTexts,
} from '../../features/assistant-chat/assistant-chat-texts';
import { AssistantChat } from '../../features/assistant-chat/components/assistant-chat';
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
export function OnboardingChat({ feature, onCompleted, onBack }: OnboardingChatProps) {
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
                {assistantChatTexts.back}
              </Button>
            }
          >
            {errorMessageFor(configuration.error, assistantChatErrorWords)}
          </Alert>
        ) : (
          <CircularProgress aria-label={assistantChatTexts.loading} />
        )}
      </Container>
    );
  }

  const complete = async (outcome: CompletionOutcome): Promise<boolean> => {
    if (!outcome.successful) {
      notify({ message: assistantChatTexts.completionFailed, color: 'error', timeout: 5000 });
      return false;
    }
    notify({ message: assistantChatTexts.completed });
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
