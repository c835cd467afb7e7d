import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoiceConversationDetails } from '@kinderwait/contract/voice-agent';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { useVoiceConversation } from '../api/get-voice-conversation';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { channelWords, durationWords, formatWhen, outcomeWords } from '../lib/dashboard-words';
import { ChatTurn } from './chat-turn';

function Fact({ label, value }: { label: string; value: string }) {
  const { t } = useMessages(voiceAgentDashboardCatalogue);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {t('term', { label })}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Details({ conversation }: { conversation: VoiceConversationDetails }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const message = conversation.message;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={t('conversationsChannel')} value={channelWords(conversation.channel, words)} />
        <Fact label={t('conversationsOutcome')} value={outcomeWords(conversation.outcome, words)} />
        <Fact
          label={t('conversationsDuration')}
          value={durationWords(conversation.durationSeconds, words)}
        />
        <Fact label={t('conversationsCaller')} value={conversation.caller} />
        {conversation.summary !== '' && (
          <Fact label={t('conversationsSummary')} value={conversation.summary} />
        )}
      </Box>
      <section aria-labelledby="voice-details-message">
        <Typography
          id="voice-details-message"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {t('conversationsMessage')}
        </Typography>
        {message === null ? (
          <Typography variant="body2">{t('conversationsNoMessage')}</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label={t('conversationsMessageName')} value={message.name} />
            <Fact
              label={t('conversationsMessageCallback')}
              value={formatPhoneNumber(message.callbackNumber)}
            />
            <Fact label={t('conversationsMessageChildAge')} value={message.childAge} />
            <Fact label={t('conversationsMessageQuestion')} value={message.question} />
          </Box>
        )}
      </section>
      <section aria-labelledby="voice-details-transcript">
        <Typography
          id="voice-details-transcript"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {t('conversationsTranscript')}
        </Typography>
        <Stack
          component="ol"
          aria-label={t('conversationsTranscript')}
          spacing={1}
          sx={{ p: 0, mt: 1 }}
        >
          {conversation.turns.map((turn, index) => (
            <ChatTurn key={index} role={turn.role} text={turn.text} sources={turn.sources} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

/** The chosen conversation's details; closing it clears the choice (the caller's `onClose`). */
export function ConversationDetailsDialog({
  conversationId,
  onClose,
}: {
  conversationId: string | null;
  onClose: () => void;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const conversation = useVoiceConversation(conversationId);
  return (
    <ResponsiveDialog
      open={conversationId !== null}
      onClose={onClose}
      aria-labelledby="voice-details-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="voice-details-title">
        {conversation.data === undefined
          ? t('conversationsDetailsTitle')
          : t('conversationsDetailsTitleWhen', {
              when: formatWhen(conversation.data.startedAt, words.intl),
            })}
      </DialogTitle>
      {/* A long transcript scrolls: focusable, so a keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0}>
        {conversation.isPending && <CircularProgress aria-label={t('loading')} size={24} />}
        {conversation.isError && (
          <LoadFailedAlert
            error={conversation.error}
            onRetry={() => void conversation.refetch()}
            retryLabel={t('retry')}
          >
            {t('conversationsDetailsFailed')}
          </LoadFailedAlert>
        )}
        {conversation.isSuccess && <Details conversation={conversation.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('conversationsClose')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
