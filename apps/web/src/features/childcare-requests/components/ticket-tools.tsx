import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessageFor } from '../../../api/error-words';
import { useConfirmTicket } from '../api/confirm-ticket';
import { useAvailabilityAlert } from '../api/get-availability-alert';
import { useTicketConfirmation } from '../api/get-ticket-confirmation';
import { useSetAvailabilityAlert } from '../api/set-availability-alert';
import { reconfirmation } from '@kinderwait/contract/notifications';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareRequestsCatalogue } from '../childcare-requests-messages';
import { requestDate, requestsErrorWords } from '../request-words';

export interface TicketToolsProps {
  childId: string;
  ticketId: string;
  firstName: string;
}

/**
 * A child's ticket: "still interested?" (due or inactive: one tap confirms) and the alert for a
 * spot at any matching provider near the family.
 */
export function TicketTools({ childId, ticketId, firstName }: TicketToolsProps) {
  const messages = useMessages(childcareRequestsCatalogue);
  const { t } = messages;
  const confirmation = useTicketConfirmation(childId, ticketId);
  const alert = useAvailabilityAlert(childId, ticketId);
  const confirm = useConfirmTicket();
  const setAlert = useSetAvailabilityAlert();
  const [said, setSaid] = useState<string | undefined>();
  const failure = confirm.error ?? setAlert.error;
  const state = confirmation.data?.state;
  const nextStep = confirmation.data?.nextStepAt ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {state === 'due' || state === 'inactive' ? (
        <Alert
          severity={state === 'inactive' ? 'warning' : 'info'}
          action={
            <Button
              color="inherit"
              disabled={confirm.isPending}
              aria-label={t('ticketConfirmName', { child: firstName })}
              onClick={() => {
                setSaid(undefined);
                confirm.mutate(
                  { childId, ticketId },
                  {
                    onSuccess: () => {
                      setSaid(t('ticketConfirmed', { child: firstName }));
                    },
                  },
                );
              }}
            >
              {t('ticketConfirm')}
            </Button>
          }
        >
          {state === 'inactive'
            ? t('ticketInactive', { child: firstName })
            : t('ticketDue', {
                child: firstName,
                date: nextStep === null ? '' : requestDate(messages, nextStep),
              })}
        </Alert>
      ) : state === 'confirmed' && nextStep !== null ? (
        <Typography variant="body2" color="text.secondary">
          {t('ticketConfirmedUntil', {
            date: requestDate(messages, nextStep),
            days: reconfirmation.reminderAfterDays,
          })}
        </Typography>
      ) : null}
      {alert.data === undefined ? null : (
        <FormControlLabel
          control={
            <Switch
              checked={alert.data.enabled}
              disabled={setAlert.isPending}
              onChange={(event) => {
                const enabled = event.target.checked;
                setSaid(undefined);
                setAlert.mutate(
                  { childId, ticketId, enabled },
                  {
                    onSuccess: () => {
                      setSaid(
                        enabled
                          ? t('ticketAlertOn', { child: firstName })
                          : t('ticketAlertOff', { child: firstName }),
                      );
                    },
                  },
                );
              }}
            />
          }
          label={t('ticketAlert', { child: firstName })}
        />
      )}
      <Box role="status">
        {said === undefined ? null : <Alert severity="success">{said}</Alert>}
      </Box>
      {failure === null ? null : (
        <Alert severity="error">
          {t('ticketFailed', { message: errorMessageFor(failure, requestsErrorWords(messages)) })}
        </Alert>
      )}
    </Box>
  );
}
