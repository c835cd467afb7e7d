import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RequestOffer } from '@kinderwait/contract/offers';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { errorMessageFor } from '../../../api/error-words';
import { DeadlineCountdown } from '../../../components/countdown/deadline-countdown';
import { useAnswerOffer } from '../api/answer-offer';
import { useWithdrawPausedRequests } from '../api/withdraw-paused-requests';
import { childcareRequestsErrorWords, childcareRequestsTexts } from '../childcare-requests-texts';

const texts = childcareRequestsTexts.offer;

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
          {texts.oneStep}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            color="success"
            disabled={answer.isPending}
            aria-label={texts.acceptName(providerName, childFirstName)}
            onClick={() => {
              setSaid(undefined);
              answer.mutate(
                { offerId: offer.id, answer: 'accept' },
                {
                  onSuccess: () => {
                    setSaid(texts.accepted(childFirstName, providerName));
                  },
                },
              );
            }}
          >
            {texts.accept}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={answer.isPending}
            aria-label={texts.declineName(providerName, childFirstName)}
            onClick={() => {
              setSaid(undefined);
              answer.mutate(
                { offerId: offer.id, answer: 'decline' },
                {
                  onSuccess: () => {
                    setSaid(texts.declined(providerName));
                  },
                },
              );
            }}
          >
            {texts.decline}
          </Button>
        </Box>
      </>
    );
  } else {
    body = <Typography variant="body2">{texts.statuses[offer.status]}</Typography>;
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
        {texts.heading(providerName)}
      </Typography>
      <Typography variant="body2">
        {texts.details(offer.ageGroupName, formatStartDate(offer.startDate))}
      </Typography>
      {body}
      {offer.status === 'accepted' && pausedCount > 0 ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {childcareRequestsTexts.paused.question(pausedCount, childFirstName)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {childcareRequestsTexts.paused.hint}
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
                    setSaid(childcareRequestsTexts.paused.done(result.withdrawnRequestIds.length));
                  },
                });
              }}
            >
              {childcareRequestsTexts.paused.withdraw(pausedCount)}
            </Button>
          </Box>
        </Box>
      ) : null}
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
