import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { FormStack } from '../../../components/form/form-stack';
import { SubmitButton } from '../../../components/form/submit-button';
import { resendActivation } from '../api/resend-activation';
import { useEmailForm } from '../hooks/use-email-form';
import { confirmationUrl } from '../lib/confirmation-url';
import { requestFailureMessage } from '../lib/request-failure';
import { withStrong } from '../lib/rich-words';
import type { AuthMessages } from '../auth-messages';
import { EmailField } from './email-field';

type Outcome = { status: 'sent'; email: string } | { status: 'failed'; message: string };

/** After a failed link: asks for the email and sends a new link (POST /account/resendActivation). */
export function NewLinkForm({ messages }: { messages: AuthMessages }) {
  const { t, intl } = messages;
  const [outcome, setOutcome] = useState<Outcome>();
  const { register, handleSubmit, formState } = useEmailForm(messages);

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(undefined);
    try {
      await resendActivation({ email, confirmationUrl: confirmationUrl() });
      setOutcome({ status: 'sent', email });
    } catch (error) {
      setOutcome({ status: 'failed', message: requestFailureMessage(error, messages) });
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <div role="status" aria-live="polite">
        {outcome?.status === 'sent' && (
          <Alert severity="success">
            {withStrong(intl, 'newLinkSent', { email: outcome.email })}
          </Alert>
        )}
        {outcome?.status === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
      </div>
      <EmailField
        messages={messages}
        registration={register('email')}
        error={formState.errors.email?.message}
      />
      <SubmitButton submitting={formState.isSubmitting}>{t('newLinkSubmit')}</SubmitButton>
    </FormStack>
  );
}
