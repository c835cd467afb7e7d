import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConversationFeature } from '@kinderwait/contract/conversations';
import { collectScheduleAvailabilitiesToolName } from '@kinderwait/contract/conversations';
import { chatLimits } from '@kinderwait/contract/constants';
import { errorMessageFor } from '../../../api/error-words';
import {
  limitReachedHref,
  limitReachedHrefOfError,
  useUsageOf,
} from '../../../api/usage/get-usage';
import { usageKeys } from '../../../api/usage/usage-keys';
import { useMessages } from '../../../lib/i18n/use-messages';
import { assistantChatCatalogue } from '../assistant-chat-messages';
import type { ChatCompletion } from '../hooks/use-chat-session';
import { useChatSession } from '../hooks/use-chat-session';
import { pendingClientTool } from '../lib/chat-messages';
import { assistantChatErrorWords } from '../lib/chat-words';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { MessageList } from './message-list';
import { ScheduleToolPanel } from './schedule-tool-panel';

/** From this many messages left today, the chat says how many remain. */
const fewMessagesLeft = 5;

export interface AssistantChatProps {
  feature: ConversationFeature;
  /** The conversation name's suffix (the role id for onboarding chats). */
  suffix?: string;
  assistantName: string;
  welcomeMessage?: string;
  initialHiddenText?: string;
  completion?: ChatCompletion;
  onBack: () => void;
}

/**
 * The assistant chat screen (docs/product/assistant.md#the-chat-screen): header, messages, client
 * tool, composer.
 */
export function AssistantChat(props: AssistantChatProps) {
  // The words' chunk loads on first use (the routes showing the chat load it first).
  return (
    <Suspense fallback={null}>
      <AssistantChatContent {...props} />
    </Suspense>
  );
}

function AssistantChatContent({
  feature,
  suffix,
  assistantName,
  welcomeMessage,
  initialHiddenText,
  completion,
  onBack,
}: AssistantChatProps) {
  const words = useMessages(assistantChatCatalogue);
  const { t } = words;
  const errorWords = assistantChatErrorWords(words);
  const [fontSize, setFontSize] = useState<number>(chatLimits.fontSizeDefault);
  const chat = useChatSession({ feature, suffix, initialHiddenText, completion });
  const tool = chat.messages === undefined ? null : pendingClientTool(chat.messages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messagesLeft = useUsageOf('assistantMessage');

  // The plan's daily messages (docs/product/billing.md#usage-limits) are checked before sending,
  // and the server's 402 (another device used the last one) leads to the same screen.
  const send = async (text: string): Promise<boolean> => {
    if (messagesLeft?.remaining === 0) {
      void navigate(limitReachedHref(messagesLeft));
      return false;
    }
    const sent = await chat.send(text);
    void queryClient.invalidateQueries({ queryKey: usageKeys.all });
    return sent;
  };
  const limitReached = limitReachedHrefOfError(chat.sendError);
  useEffect(() => {
    if (limitReached !== null) void navigate(limitReached);
  }, [limitReached, navigate]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100dvh',
        maxWidth: 900,
        mx: 'auto',
        width: '100%',
      }}
    >
      <ChatHeader
        assistantName={assistantName}
        onBack={onBack}
        fontSize={fontSize}
        onFontSizeChange={setFontSize}
      />
      {chat.messages === undefined ? (
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
          {chat.loadError === null ? (
            <CircularProgress aria-label={t('loading')} />
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={chat.reload}>
                  {t('retry')}
                </Button>
              }
            >
              {t('loadFailed')} {errorMessageFor(chat.loadError, errorWords)}
            </Alert>
          )}
        </Box>
      ) : (
        <MessageList
          assistantName={assistantName}
          welcomeMessage={welcomeMessage}
          messages={chat.messages}
          loading={chat.loading}
          fontSize={fontSize}
        />
      )}
      {tool === collectScheduleAvailabilitiesToolName && !chat.loading && (
        <ScheduleToolPanel onChange={chat.setPendingToolData} disabled={chat.loading} />
      )}
      {chat.sendError !== null && (
        <Alert severity="error" sx={{ mx: 2 }} role="alert">
          {t('sendFailed')} {errorMessageFor(chat.sendError, errorWords)}
        </Alert>
      )}
      {chat.completionError !== null && (
        <Alert severity="error" sx={{ mx: 2 }} role="alert">
          {t('completionStepFailed')} {errorMessageFor(chat.completionError, errorWords)}
        </Alert>
      )}
      {messagesLeft !== undefined && messagesLeft.remaining <= fewMessagesLeft && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {t('messagesLeft', { count: messagesLeft.remaining })}
        </Typography>
      )}
      <ChatComposer
        onSend={send}
        loading={chat.loading || chat.messages === undefined}
        hasToolData={(chat.pendingToolData ?? '').trim() !== ''}
      />
    </Box>
  );
}
