import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../lib/chat-messages';
import { visibleMessages } from '../lib/chat-messages';
import { toolLine } from '../lib/chat-words';
import { assistantChatCatalogue } from '../assistant-chat-messages';
import { useMessages } from '../../../lib/i18n/use-messages';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { ChatMarkdown } from './chat-markdown';

export interface MessageListProps {
  assistantName: string;
  /** Shown first, as the assistant's, while it is not part of the stored conversation. */
  welcomeMessage?: string;
  messages: readonly ChatMessage[];
  loading: boolean;
  /** The chat's text size; bubbles use two pixels less (16 and 14 by default). */
  fontSize: number;
}

function Bubble({
  mine,
  fontSize,
  children,
}: {
  mine: boolean;
  fontSize: number;
  children: React.ReactNode;
}) {
  return (
    <Paper
      elevation={0}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '88%', sm: '75%' },
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.dark' : 'grey.900',
        fontSize: `${String(fontSize)}px`,
        overflowWrap: 'anywhere',
        '& p': { my: 0.5 },
        '& ul, & ol': { my: 0.5, pl: 3 },
        '& a': { color: 'primary.light' },
      }}
    >
      {children}
    </Paper>
  );
}

/**
 * The conversation (docs/product/assistant.md#the-chat-screen): a log, so screen readers hear each
 * new reply politely; the newest message scrolls into view. Of several tool messages only the last
 * shows, in words.
 */
export function MessageList({
  assistantName,
  welcomeMessage,
  messages,
  loading,
  fontSize,
}: MessageListProps) {
  const words = useMessages(assistantChatCatalogue);
  const { t } = words;
  const log = useRef<HTMLDivElement>(null);
  const shown = visibleMessages(messages);
  const bubbleSize = fontSize - 2;

  useEffect(() => {
    const element = log.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [shown.length, loading]);

  return (
    <Box
      ref={log}
      // Scrollable, so reachable by keyboard (arrow keys scroll it).
      tabIndex={0}
      role="log"
      aria-label={t('messagesLabel', { name: assistantName })}
      aria-busy={loading}
      sx={{
        flex: 1,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        fontSize: `${String(fontSize)}px`,
      }}
    >
      {welcomeMessage !== undefined && welcomeMessage.trim() !== '' && (
        <Bubble mine={false} fontSize={bubbleSize}>
          <ChatMarkdown text={welcomeMessage} />
        </Bubble>
      )}
      {shown.map((message) => {
        if (message.role === 'tool') {
          return (
            <Typography
              key={message.key}
              variant="caption"
              color="text.secondary"
              sx={{ alignSelf: 'center' }}
            >
              {toolLine(message, words)}
            </Typography>
          );
        }
        const mine = message.role === 'user';
        const text =
          message.content.trim() === '' ? (message.hiddenContent ?? '') : message.content;
        return (
          <Bubble key={message.key} mine={mine} fontSize={bubbleSize}>
            {mine ? (
              <Typography component="p" sx={{ fontSize: 'inherit', whiteSpace: 'pre-wrap' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('speaker', { name: t('you') })}
                </Box>
                {text}
              </Typography>
            ) : (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {t('speaker', { name: assistantName })}
                </Box>
                <ChatMarkdown text={text} />
              </>
            )}
          </Bubble>
        );
      })}
      {loading && (
        <Box sx={{ alignSelf: 'flex-start', display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {t('thinking', { name: assistantName })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
