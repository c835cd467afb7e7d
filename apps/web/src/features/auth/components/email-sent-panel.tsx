import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { magicLinkTtlMinutes } from '@kinderwait/contract/sign-in';
import { resendActivation } from '../api/resend-activation';
import { confirmationUrl } from '../lib/confirmation-url';
import { requestFailureMessage } from '../lib/request-failure';
import { withStrong } from '../lib/rich-words';
import type { AuthMessages } from '../auth-messages';
import { AuthFrame } from './auth-frame';

export interface EmailSentPanelProps {
  email: string;
  /** What the link does, in the sentence "Open it on this device to …". */
  purpose: string;
  onUseAnotherEmail: () => void;
  messages: AuthMessages;
}

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/** "Check your email" after a link was sent, with a way to send it again or change the address. */
export function EmailSentPanel({
  email,
  purpose,
  onUseAnotherEmail,
  messages,
}: EmailSentPanelProps) {
  const { t, intl } = messages;
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });

  async function sendAgain() {
    setResend({ status: 'sending' });
    try {
      await resendActivation({ email, confirmationUrl: confirmationUrl() });
      setResend({ status: 'sent' });
    } catch (error) {
      setResend({ status: 'failed', message: requestFailureMessage(error, messages) });
    }
  }

  return (
    <AuthFrame
      title={t('checkEmailTitle')}
      focusHeading
      intro={withStrong(intl, 'emailSentIntro', { email, purpose, minutes: magicLinkTtlMinutes })}
    >
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('spamHint')}</Typography>
      <div role="status" aria-live="polite">
        {resend.status === 'sent' && (
          <Alert severity="success" sx={{ mt: 3 }}>
            {t('sentAgain')}
          </Alert>
        )}
        {resend.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {resend.message}
          </Alert>
        )}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button
          variant="contained"
          onClick={() => {
            void sendAgain();
          }}
          disabled={resend.status === 'sending'}
        >
          {t('sendAgain')}
        </Button>
        <Button variant="outlined" onClick={onUseAnotherEmail}>
          {t('useAnotherEmail')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
