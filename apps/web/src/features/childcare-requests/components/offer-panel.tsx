import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RequestOffer } from '@kinderwait/contract/offers';
import { errorMessageFor } from '../../../api/error-words';
import { DeadlineCountdown } from '../../../components/countdown/deadline-countdown';
import { useAnswerOffer } from '../api/answer-offer';
import { useWithdrawPausedRequests } from '../api/withdraw-paused-requests';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { ageGroupName } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareRequestsCatalogue } from '../childcare-requests-messages';
import { answeredOfferWords, requestsErrorWords } from '../request-words';

export interface OfferPanelProps {
  offer: RequestOffer;
  providerName: string;
  childFirstName: string;
  /** The child's other requests that the enrolment paused (after an acceptance). */
  pausedCount: number;
  /** Called when the deadline passes on screen: the server now reads the offer expired. */
  onExpired?: () => void;
}

/**
 * A provider's offer on a request: what is offered, the deadline with its countdown, and the
 * one-step Accept or Decline; once accepted, the one tap that withdraws the child's paused
 * requests elsewhere.
 */
export function OfferPanel({
  offer,
  providerName,
  childFirstName,
  pausedCount,
  onExpired,
}: OfferPanelProps) {
  const messages = useMessages(childcareRequestsCatalogue);
  const { t } = messages;
  const answer = useAnswerOffer();
  const withdrawPaused = useWithdrawPausedRequests();
  const [said, setSaid] = useState<string | undefined>();
  const failure = answer.error ?? withdrawPaused.error;
  const headingId = `offer-${offer.id}`;

  let body;
  if (offer.status === 'open') {
    body = (
      <>
        <DeadlineCountdown deadlineAt={offer.deadlineAt} onPassed={onExpired} />
        <Typography variant="body2" color="text.secondary">
          {t('offerOneStep')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            color="success"
            disabled={answer.isPending}
            aria-label={t('offerAcceptName', { provider: providerName, child: childFirstName })}
            onClick={() => {
              setSaid(undefined);
              answer.mutate(
                { offerId: offer.id, answer: 'accept' },
                {
                  onSuccess: () => {
                    setSaid(t('offerAccepted', { child: childFirstName, provider: providerName }));
                  },
                },
              );
            }}
          >
            {t('offerAccept')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={answer.isPending}
            aria-label={t('offerDeclineName', { provider: providerName, child: childFirstName })}
            onClick={() => {
              setSaid(undefined);
              answer.mutate(
                { offerId: offer.id, answer: 'decline' },
                {
                  onSuccess: () => {
                    setSaid(t('offerDeclined', { provider: providerName }));
                  },
                },
              );
            }}
          >
            {t('offerDecline')}
          </Button>
        </Box>
      </>
    );
  } else {
    body = <Typography variant="body2">{answeredOfferWords(messages, offer.status)}</Typography>;
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 1.5,
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: offer.status === 'open' ? 'success.main' : 'divider',
      }}
    >
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('offerHeading', { provider: providerName })}
      </Typography>
      <Typography variant="body2">
        {t('offerDetails', {
          ageGroup: ageGroupName(messages.language, {
            id: offer.ageGroupId,
            name: offer.ageGroupName,
          }),
          startDate: calendarDateWords(messages.intl, messages.language, offer.startDate),
        })}
      </Typography>
      {body}
      {offer.status === 'accepted' && pausedCount > 0 ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('pausedQuestion', { count: pausedCount, child: childFirstName })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('pausedHint')}
          </Typography>
          <Box>
            <Button
              variant="outlined"
              color="error"
              disabled={withdrawPaused.isPending}
              onClick={() => {
                setSaid(undefined);
                withdrawPaused.mutate(offer.id, {
                  onSuccess: (result) => {
                    setSaid(t('pausedDone', { count: result.withdrawnRequestIds.length }));
                  },
                });
              }}
            >
              {t('pausedWithdraw', { count: pausedCount })}
            </Button>
          </Box>
        </Box>
      ) : null}
      <Box role="status">
        {said === undefined ? null : <Alert severity="success">{said}</Alert>}
      </Box>
      {failure === null ? null : (
        <Alert severity="error">
          {t('offerFailed', { message: errorMessageFor(failure, requestsErrorWords(messages)) })}
        </Alert>
      )}
    </Box>
  );
}
