import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { voiceAgentLimits } from '@kinderwait/contract/voice-agent';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { voiceAgentKeys } from '../api/voice-agent-keys';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import type { RelayClient } from '../lib/relay-client';
import { openTestCall } from '../lib/relay-client';
import { speakTracked, speechAvailable, stopSpeaking } from '../lib/speech';
import { listen, recognitionAvailable } from '../lib/speech-recognition';
import { ChatTurn } from './chat-turn';

type CallState = 'idle' | 'connecting' | 'open' | 'ended' | 'refused';

interface Turn {
  role: 'caller' | 'agent';
  text: string;
}

/**
 * The provider calls their agent from the dashboard (a `test` conversation over the same relay
 * as a phone call): speech in where the browser can listen, typed otherwise; answers read aloud.
 * Speaking over the agent interrupts it, as on the phone.
 */
export function TestCall({ language }: { language: string }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const queryClient = useQueryClient();
  const [state, setState] = useState<CallState>('idle');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [passedTo, setPassedTo] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const client = useRef<RelayClient | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  /** The answer being read aloud and how far it got, to say what was heard at an interrupt. */
  const speaking = useRef<{ text: string; upTo: number } | null>(null);
  /** Whether the last agent turn is still receiving tokens. */
  const answering = useRef(false);
  const canListen = recognitionAvailable();

  const finish = () => {
    stopListening.current?.();
    stopListening.current = null;
    stopSpeaking();
    speaking.current = null;
    client.current = null;
  };

  useEffect(
    () => () => {
      client.current?.hangUp();
      finish();
    },
    [],
  );

  const interruptIfSpeaking = () => {
    const current = speaking.current;
    if (current === null || current.upTo >= current.text.length) return;
    stopSpeaking();
    speaking.current = null;
    client.current?.interrupt(current.text.slice(0, current.upTo).trim());
  };

  const say = (text: string) => {
    if (text === '' || client.current === null) return;
    interruptIfSpeaking();
    answering.current = false;
    setTurns((current) => [...current, { role: 'caller', text }]);
    client.current.say(text);
  };

  function start() {
    setTurns([]);
    setPassedTo(null);
    answering.current = false;
    setState('connecting');
    client.current = openTestCall({
      onAnswer: (text, complete) => {
        setState('open');
        const continuing = answering.current;
        answering.current = !complete;
        setTurns((current) => [
          ...(continuing ? current.slice(0, -1) : current),
          { role: 'agent', text },
        ]);
        // Without speech synthesis nothing is read aloud, so nothing can be interrupted.
        if (complete && speechAvailable()) {
          speaking.current = { text, upTo: 0 };
          speakTracked(text, language, (upTo) => {
            if (speaking.current?.text === text) speaking.current.upTo = upTo;
          });
        }
      },
      onEnd: (to) => {
        setPassedTo(to);
      },
      onClose: (refused) => {
        finish();
        setState(refused ? 'refused' : 'ended');
        void queryClient.invalidateQueries({ queryKey: voiceAgentKeys.conversations() });
      },
    });
    stopListening.current = listen(language, say, interruptIfSpeaking);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    say(message.trim());
    setMessage('');
  }

  const inCall = state === 'connecting' || state === 'open';

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="body2">{t('callIntro')}</Typography>
      {inCall ? (
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            client.current?.hangUp();
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('callHangUp')}
        </Button>
      ) : (
        <Button variant="contained" onClick={start} sx={{ alignSelf: 'flex-start' }}>
          {t('callStart')}
        </Button>
      )}
      <Typography variant="body2" role="status">
        {state === 'connecting'
          ? t('callCalling')
          : state === 'open'
            ? [t('callInCall'), canListen ? t('callListening') : t('callTypedOnly')].join(' ')
            : ''}
      </Typography>
      <Stack
        component="ol"
        aria-label={t('callTranscriptLabel')}
        aria-live="polite"
        spacing={1}
        sx={{ p: 0, m: 0, maxHeight: 420, overflowY: 'auto' }}
      >
        {turns.map((turn, index) => (
          <ChatTurn key={index} role={turn.role} text={turn.text} sources={[]} />
        ))}
      </Stack>
      {passedTo !== null && (
        <Alert severity="info">{t('callPassedTo', { phone: formatPhoneNumber(passedTo) })}</Alert>
      )}
      {state === 'ended' && <Alert severity="info">{t('callEnded')}</Alert>}
      {state === 'refused' && <Alert severity="error">{t('callRefused')}</Alert>}
      {inCall && (
        <Stack
          component="form"
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
        >
          <TextField
            label={t('callSayLabel')}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
            }}
            fullWidth
            slotProps={{ htmlInput: { maxLength: voiceAgentLimits.messageMaxLength } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={message.trim() === ''}
            sx={{ flexShrink: 0 }}
          >
            {t('callSay')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
