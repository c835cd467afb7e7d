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
import { childcareRequestsErrorWords, childcareRequestsTexts } from '../childcare-requests-texts';
import { formatTorontoDate } from '../lib/toronto-date';

const texts = childcareRequestsTexts.ticket;

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
              aria-label={texts.confirmName(firstName)}
              onClick={() => {
                setSaid(undefined);
                confirm.mutate(
                  { childId, ticketId },
                  {
                    onSuccess: () => {
                      setSaid(texts.confirmed(firstName));
                    },
                  },
                );
              }}
            >
              {texts.confirm}
            </Button>
          }
        >
          {state === 'inactive'
            ? texts.inactive(firstName)
            : texts.due(firstName, nextStep === null ? '' : formatTorontoDate(nextStep))}
        </Alert>
      ) : state === 'confirmed' && nextStep !== null ? (
        <Typography variant="body2" color="text.secondary">
          {texts.confirmedUntil(formatTorontoDate(nextStep))}
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
                      setSaid(enabled ? texts.alertOn(firstName) : texts.alertOff(firstName));
                    },
                  },
                );
              }}
            />
          }
          label={texts.alert(firstName)}
        />
      )}
      <Box role="status">
        {said === undefined ? null : <Alert severity="success">{said}</Alert>}
      </Box>
      {failure === null ? null : (
        <Alert severity="error">
          {texts.failed(errorMessageFor(failure, childcareRequestsErrorWords))}
        </Alert>
      )}
    </Box>
  );
}
