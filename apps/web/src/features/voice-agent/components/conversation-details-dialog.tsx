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
import { dashboardTexts } from '../dashboard-texts';
import { formatWhen } from '../lib/format-when';
import { ChatTurn } from './chat-turn';

const texts = dashboardTexts.conversations;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}:
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Details({ conversation }: { conversation: VoiceConversationDetails }) {
  const message = conversation.message;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={texts.channel} value={texts.channels[conversation.channel]} />
        <Fact label={texts.outcome} value={texts.outcomes[conversation.outcome]} />
        <Fact label={texts.duration} value={texts.seconds(conversation.durationSeconds)} />
        <Fact label={texts.caller} value={conversation.caller} />
        {conversation.summary !== '' && <Fact label={texts.summary} value={conversation.summary} />}
      </Box>
      <section aria-labelledby="voice-details-message">
        <Typography
          id="voice-details-message"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {texts.message}
        </Typography>
        {message === null ? (
          <Typography variant="body2">{texts.noMessage}</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label={texts.messageName} value={message.name} />
            <Fact label={texts.messageCallback} value={formatPhoneNumber(message.callbackNumber)} />
            <Fact label={texts.messageChildAge} value={message.childAge} />
            <Fact label={texts.messageQuestion} value={message.question} />
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
          {texts.transcript}
        </Typography>
        <Stack component="ol" aria-label={texts.transcript} spacing={1} sx={{ p: 0, mt: 1 }}>
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
          ? texts.detailsTitle
          : `${texts.detailsTitle}, ${formatWhen(conversation.data.startedAt)}`}
      </DialogTitle>
      {/* A long transcript scrolls: focusable, so a keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0}>
        {conversation.isPending && (
          <CircularProgress aria-label={dashboardTexts.loading} size={24} />
        )}
        {conversation.isError && (
          <LoadFailedAlert
            error={conversation.error}
            onRetry={() => void conversation.refetch()}
            retryLabel={dashboardTexts.retry}
          >
            {texts.detailsFailed}
          </LoadFailedAlert>
        )}
        {conversation.isSuccess && <Details conversation={conversation.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
