import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { voiceAgentLimits } from '@kinderwait/contract/voice-agent';
import type { VoiceAnswerSource } from '@kinderwait/contract/voice-agent';
import { useSendTestMessage } from '../api/send-test-message';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { dashboardErrorMessage } from '../lib/dashboard-error';
import { speak, speechAvailable, stopSpeaking } from '../lib/speech';
import { ChatTurn } from './chat-turn';
import { TestCall } from './test-call';

interface Turn {
  role: 'caller' | 'agent';
  text: string;
  sources: readonly VoiceAnswerSource[];
}

/**
 * The provider talks to the agent as a caller would (a `test` conversation), in text; answers can
 * be read aloud by the browser where it can, and each shows the sources it used.
 */
export function TestChat({ language }: { language: string }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const send = useSendTestMessage();
  const canSpeak = speechAvailable();
  const [readAloud, setReadAloud] = useState(false);
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [ended, setEnded] = useState(false);
  const [message, setMessage] = useState('');
  const [mode, setMode] = useState<'chat' | 'call'>('chat');

  useEffect(() => stopSpeaking, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = message.trim();
    if (text === '' || ended || send.isPending) return;
    setTurns((current) => [...current, { role: 'caller', text, sources: [] }]);
    setMessage('');
    send.mutate(
      { conversationId, text },
      {
        onSuccess: (reply) => {
          setConversationId(reply.conversationId);
          setTurns((current) => [
            ...current,
            { role: 'agent', text: reply.text, sources: reply.sources },
          ]);
          setEnded(reply.ended);
          if (readAloud && canSpeak) speak(reply.text, language);
        },
      },
    );
  }

  function startOver() {
    stopSpeaking();
    send.reset();
    setConversationId(undefined);
    setTurns([]);
    setEnded(false);
    setMessage('');
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="voice-chat-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="voice-chat-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('chatHeading')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-label={t('callModeLabel')}
        onChange={(_event, value: 'chat' | 'call' | null) => {
          if (value === null) return;
          stopSpeaking();
          setMode(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="chat">{t('callChatMode')}</ToggleButton>
        <ToggleButton value="call">{t('callCallMode')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'call' ? (
        <TestCall language={language} />
      ) : (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('chatIntro')}
          </Typography>
          <Stack
            direction="row"
            sx={{
              mt: 1,
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              justifyContent: 'space-between',
            }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={readAloud && canSpeak}
                  disabled={!canSpeak}
                  onChange={(event) => {
                    setReadAloud(event.target.checked);
                    if (!event.target.checked) stopSpeaking();
                  }}
                />
              }
              label={t('chatReadAloud')}
            />
            <Button onClick={startOver} disabled={turns.length === 0}>
              {t('chatNewConversation')}
            </Button>
          </Stack>
          {!canSpeak && <Typography variant="body2">{t('chatNoSpeech')}</Typography>}
          <Stack
            component="ol"
            aria-label={t('chatTranscriptLabel')}
            aria-live="polite"
            spacing={1}
            sx={{ p: 0, my: 2, maxHeight: 420, overflowY: 'auto' }}
          >
            {turns.map((turn, index) => (
              <ChatTurn key={index} role={turn.role} text={turn.text} sources={turn.sources} />
            ))}
          </Stack>
          {turns.length === 0 && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('chatEmpty')}
            </Typography>
          )}
          {send.isPending && (
            <Typography variant="body2" role="status">
              {t('chatThinking')}
            </Typography>
          )}
          {ended && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('chatEnded')}
            </Alert>
          )}
          {send.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {dashboardErrorMessage(send.error, words)}
            </Alert>
          )}
          <Stack
            component="form"
            onSubmit={onSubmit}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
          >
            <TextField
              label={t('chatMessageLabel')}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
              }}
              disabled={ended}
              fullWidth
              slotProps={{ htmlInput: { maxLength: voiceAgentLimits.messageMaxLength } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={ended || send.isPending || message.trim() === ''}
              sx={{ flexShrink: 0 }}
            >
              {t('chatSend')}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
