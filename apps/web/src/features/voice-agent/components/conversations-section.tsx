import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VoiceConversationSummary } from '@kinderwait/contract/voice-agent';
import { useVoiceConversations } from '../api/get-voice-conversations';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { channelWords, durationWords, formatWhen, outcomeWords } from '../lib/dashboard-words';
import { ConversationDetailsDialog } from './conversation-details-dialog';

function ConversationRow({
  conversation,
  onOpen,
}: {
  conversation: VoiceConversationSummary;
  onOpen: (id: string) => void;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const when = formatWhen(conversation.startedAt, words.intl);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={() => {
          onOpen(conversation.id);
        }}
        // Named by what it shows (date, channel, outcome, caller, summary): a label of its own
        // would differ from the visible words, which speech input users say to press it.
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          py: 1.5,
          px: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          {t('conversationsRowTitle', {
            when,
            channel: channelWords(conversation.channel, words),
            outcome: outcomeWords(conversation.outcome, words),
          })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('conversationsRowCaller', {
            caller: conversation.caller,
            duration: durationWords(conversation.durationSeconds, words),
          })}
        </Typography>
        {conversation.summary !== '' && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {conversation.summary}
          </Typography>
        )}
      </ButtonBase>
    </Box>
  );
}

/**
 * The conversations the agent held, newest first (docs/product/voice-agent.md#conversations):
 * 20 at first, and further pages while the previous one was full. A failed list shows as empty,
 * and a further page that fails stops the list there, both without a message.
 */
export function ConversationsSection() {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const conversations = useVoiceConversations();
  const [selected, setSelected] = useState<string | null>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = conversations;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // A failed further page keeps what was loaded; a failed list (first load or refresh) empties it.
  const failed = conversations.isError && !isFetchNextPageError;
  const items = failed ? [] : (conversations.data?.pages.flatMap((page) => page.items) ?? []);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="voice-conversations-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography
        id="voice-conversations-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700 }}
      >
        {t('conversationsHeading')}
      </Typography>
      {conversations.isPending && (
        <CircularProgress aria-label={t('loading')} size={24} sx={{ mt: 2 }} />
      )}
      <Box component="ul" aria-label={t('conversationsListLabel')} sx={{ p: 0, m: 0, mt: 1 }}>
        {items.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} onOpen={setSelected} />
        ))}
      </Box>
      {isFetchingNextPage && (
        <CircularProgress aria-label={t('conversationsLoadingMore')} size={20} sx={{ mt: 1 }} />
      )}
      {!conversations.isPending && items.length === 0 && (
        <Typography sx={{ mt: 1 }}>{t('conversationsEmpty')}</Typography>
      )}
      <ConversationDetailsDialog
        conversationId={selected}
        onClose={() => {
          setSelected(null);
        }}
      />
    </Paper>
  );
}
