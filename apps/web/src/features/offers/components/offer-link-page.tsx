import { Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { offersErrorCodes } from '@kinderwait/contract/offers';
import type { OfferAnswer, OfferLinkView, OfferStatus } from '@kinderwait/contract/offers';
import { errorMessageFor } from '../../../api/error-words';
import type { ErrorWords } from '../../../api/error-words';
import { DeadlineCountdown } from '../../../components/countdown/deadline-countdown';
import { useAnswerOfferByLink } from '../api/answer-offer-by-link';
import { useOfferByLink } from '../api/get-offer-by-link';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { useMessages } from '../../../lib/i18n/use-messages';
import type { FeatureMessages } from '../../../lib/i18n/use-messages';
import { offersCatalogue } from '../offers-messages';
import type { OffersKey } from '../offers-messages';
import { ageGroupName } from '../../../lib/catalogue-names';

type OffersMessages = FeatureMessages<OffersKey>;

/** The offer link page's title and description, for the route's head. */
export function offerPageHead({ t }: OffersMessages) {
  return { title: t('pageTitle'), description: t('pageDescription') };
}

/** The error codes this page can meet, in the parent's words and language. */
function offersErrorWords({ t }: OffersMessages): ErrorWords {
  return {
    [offersErrorCodes.offerNotFound]: t('errorOfferNotFound'),
    [offersErrorCodes.offerLinkInvalid]: t('errorOfferLinkInvalid'),
    [offersErrorCodes.offerNotOpen]: t('errorOfferNotOpen'),
    [offersErrorCodes.offerExpired]: t('errorOfferExpired'),
  };
}

function statusWords({ t }: OffersMessages, status: OfferStatus): string {
  switch (status) {
    case 'open':
      return t('statusOpen');
    case 'accepted':
      return t('statusAccepted');
    case 'declined':
      return t('statusDeclined');
    case 'expired':
      return t('statusExpired');
    case 'withdrawn':
      return t('statusWithdrawn');
  }
}

interface OfferViewProps {
  offerId: string;
  token: string;
  offer: OfferLinkView;
  requestsHref: string;
}

function OfferView({ offerId, token, offer, requestsHref }: OfferViewProps) {
  const messages = useMessages(offersCatalogue);
  const { t } = messages;
  const startDate = calendarDateWords(messages.intl, messages.language, offer.startDate);
  const answer = useAnswerOfferByLink(offerId, token);
  const outcome = useRef<HTMLDivElement>(null);
  const answered = answer.data;
  const reply = (choice: OfferAnswer) => {
    answer.mutate(choice, {
      onSettled: () => requestAnimationFrame(() => outcome.current?.focus()),
    });
  };

  let result = null;
  if (answered?.status === 'accepted') {
    result = (
      <Alert severity="success">
        {t('acceptedWithNext', {
          accepted: t('accepted', {
            child: offer.childFirstName,
            provider: offer.providerName,
            date: startDate,
          }),
          next: t('acceptedNext'),
        })}
      </Alert>
    );
  } else if (answered?.status === 'declined') {
    result = <Alert severity="info">{t('declined', { provider: offer.providerName })}</Alert>;
  } else if (answer.error !== null) {
    result = (
      <Alert severity="error">{errorMessageFor(answer.error, offersErrorWords(messages))}</Alert>
    );
  }

  const open = offer.answerable && offer.status === 'open';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('title', { child: offer.childFirstName, provider: offer.providerName })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('ageGroup')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {ageGroupName(messages.language, { id: offer.ageGroupId, name: offer.ageGroupName })}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('startDate')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {startDate}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('status')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {statusWords(messages, offer.status)}
        </Box>
      </Box>
      {open ? (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <DeadlineCountdown deadlineAt={offer.deadlineAt} />
          <Typography variant="body2" color="text.secondary">
            {t('oneStep')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              variant="contained"
              color="success"
              disabled={answer.isPending}
              onClick={() => {
                reply('accept');
              }}
            >
              {t('accept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={answer.isPending}
              onClick={() => {
                reply('decline');
              }}
            >
              {t('decline')}
            </Button>
          </Box>
        </Stack>
      ) : answered === undefined ? (
        <Typography sx={{ mt: 3 }}>{t('notAnswerable')}</Typography>
      ) : null}
      <Box ref={outcome} tabIndex={-1} role="status" sx={{ mt: 3, outline: 'none' }}>
        {result}
      </Box>
      <Button component={RouterLink} to={requestsHref} sx={{ mt: 2 }}>
        {t('toRequests')}
      </Button>
    </Paper>
  );
}

export interface OfferLinkPageProps {
  offerId: string;
  /** The emailed link's token (?token=); empty when the address has none. */
  token: string;
  /** The parent's requests screen (signed in), for what comes after. */
  requestsHref: string;
}

/**
 * The page the emailed offer link opens (/offers/{offerId}?token=): the offer with its deadline
 * and the one-step Accept or Decline. Opening it changes nothing (mail scanners open links).
 */
export function OfferLinkPage(props: OfferLinkPageProps) {
  // The words' chunk loads on first use (the route loads it before it opens).
  return (
    <Suspense fallback={null}>
      <OfferLinkContent {...props} />
    </Suspense>
  );
}

function OfferLinkContent({ offerId, token, requestsHref }: OfferLinkPageProps) {
  const messages = useMessages(offersCatalogue);
  const { t } = messages;
  const offer = useOfferByLink(offerId, token);
  let body;
  if (token === '') {
    body = <Alert severity="error">{t('noToken')}</Alert>;
  } else if (offer.isPending) {
    body = <CircularProgress aria-label={t('loading')} />;
  } else if (offer.isError) {
    body = (
      <Alert severity="error">{errorMessageFor(offer.error, offersErrorWords(messages))}</Alert>
    );
  } else {
    body = (
      <OfferView offerId={offerId} token={token} offer={offer.data} requestsHref={requestsHref} />
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      {offer.isSuccess ? null : (
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {t('pageTitle')}
        </Typography>
      )}
      {body}
    </Container>
  );
}
