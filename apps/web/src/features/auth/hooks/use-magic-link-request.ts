import { useState } from 'react';
import type { MagicLinkBody } from '@kinderwait/contract/sign-in';
import { requestMagicLink } from '../api/request-magic-link';
import { confirmationUrl } from '../lib/confirmation-url';
import { requestFailureMessage } from '../lib/request-failure';
import type { AuthMessages } from '../auth-messages';

/**
 * Sends a magic link for sign-in or registration and remembers where it went (to show the "check
 * your inbox" panel) or why it failed (to show on the form).
 */
export function useMagicLinkRequest(messages: AuthMessages) {
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  return {
    sentTo,
    failure,
    clearFailure: () => {
      setFailure(undefined);
    },
    /** Back to the form, after "use a different email". */
    startOver: () => {
      setSentTo(undefined);
    },
    send: async (body: Omit<MagicLinkBody, 'confirmationUrl'>) => {
      try {
        await requestMagicLink({ ...body, confirmationUrl: confirmationUrl() });
        setSentTo(body.email);
      } catch (error) {
        setFailure(requestFailureMessage(error, messages));
      }
    },
  };
}
