import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BroadcastInterest } from '@kinderwait/contract/broadcast';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useBroadcastInterest } from '../../../api/broadcast/get-broadcast-interest';
import { useAnswerInterest } from '../api/answer-interest';
import type { AnswerInterestVariables } from '../api/answer-interest';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import type { BroadcastMessages } from '../broadcast-messages';
import { broadcastErrorWords, moneyWords, providerTypeName } from '../lib/broadcast-format';
import { PageState } from './page-state';
import { ageGroupName } from '../../../lib/catalogue-names';

function fees(messages: BroadcastMessages, provider: BroadcastInterest['provider']): string {
  const { t } = messages;
  const daily =
    provider.dailyFeeCents === null
      ? null
      : t('interestDailyFee', { amount: moneyWords(messages, provider.dailyFeeCents) });
  const hourly =
    provider.hourlyFeeCents === null
      ? null
      : t('interestHourlyFee', { amount: moneyWords(messages, provider.hourlyFeeCents) });
  if (daily !== null && hourly !== null) return t('interestFeesBoth', { daily, hourly });
  return daily ?? hourly ?? t('interestNoFee');
}

function InterestItem({
  messages,
  orderId,
  item,
  answering,
  onAnswer,
}: {
  messages: BroadcastMessages;
  orderId: string;
  item: BroadcastInterest;
  answering: boolean;
  onAnswer: (variables: AnswerInterestVariables) => void;
}) {
  const { t, intl, language } = messages;
  const headingId = `broadcast-interest-${item.id}`;
  const { provider } = item;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2, opacity: item.decision === 'declined' ? 0.7 : 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {provider.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={providerTypeName(messages, provider.type)} />
          {provider.licensed ? <Chip size="small" label={t('interestLicensed')} /> : null}
          {provider.cwelcc ? (
            <Chip size="small" color="success" label={t('interestCwelcc')} />
          ) : null}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>
          {t('interestStartDate', { date: calendarDateWords(intl, language, item.startDate) })}
        </Typography>
        <Typography>
          {t('interestAgeGroup', { name: ageGroupName(language, item.ageGroup) })}
        </Typography>
        <Typography>
          {item.availableSpaces === null
            ? t('interestSpacesUnknown')
            : t('interestSpaces', { count: item.availableSpaces })}
        </Typography>
        <Typography>{t('kmAway', { km: item.distanceKm })}</Typography>
        <Typography>{fees(messages, provider)}</Typography>
        {item.note === null || item.note === '' ? null : (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {t('interestNote')}
            </Typography>
            {/* The provider's words are text, never markup. */}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.note}
            </Typography>
          </Box>
        )}
        {item.decision === 'accepted' ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {richMessage(messages, 'interestSeeOffer', {
              accepted: t('interestAccepted'),
              link: (chunks) => (
                <RouterLink to={paths.app.childcareRequests.getHref()}>{chunks}</RouterLink>
              ),
            })}
          </Alert>
        ) : item.decision === 'declined' ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('interestDeclined')}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Button
              variant="contained"
              disabled={answering}
              aria-label={t('interestAcceptLabel', { name: provider.name })}
              onClick={() => {
                onAnswer({ orderId, answerId: item.id, decision: 'accepted' });
              }}
            >
              {t('interestAccept')}
            </Button>
            <Button
              disabled={answering}
              aria-label={t('interestDeclineLabel', { name: provider.name })}
              onClick={() => {
                onAnswer({ orderId, answerId: item.id, decision: 'declined' });
              }}
            >
              {t('interestDecline')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

/**
 * /broadcast/orders/{orderId}/childcare-interest: the providers who answered "interested", with
 * the start date and age group they offer, their spaces, note, distance, fees and CWELCC. Accepting
 * one makes a request and an open offer (the offer flow takes over, on the requests screen);
 * declining closes that answer. Several may be accepted, each on its own.
 */
export function InterestPage({ orderId }: { orderId: string }) {
  return (
    <Suspense fallback={null}>
      <InterestContent orderId={orderId} />
    </Suspense>
  );
}

function InterestContent({ orderId }: { orderId: string }) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const interest = useBroadcastInterest(orderId);
  const answer = useAnswerInterest();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.app.broadcastOrder.getHref(orderId)} sx={{ mb: 1 }}>
        {t('orderTitle')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('interestTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('interestIntro')}</Typography>
      {answer.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('failedWithReason', {
            failed: t('answerFailed'),
            reason: errorMessageFor(answer.error, broadcastErrorWords(messages)),
          })}
        </Alert>
      ) : null}
      {interest.data === undefined ? (
        <PageState
          error={interest.error}
          failedText={t('interestLoadFailed')}
          loadingLabel={t('loading')}
          onRetry={() => void interest.refetch()}
        />
      ) : interest.data.items.length === 0 ? (
        <Typography>{t('interestEmpty')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('interestTitle')} spacing={2} sx={{ p: 0, m: 0 }}>
          {interest.data.items.map((item) => (
            <InterestItem
              key={item.id}
              messages={messages}
              orderId={orderId}
              item={item}
              answering={answer.isPending && answer.variables.answerId === item.id}
              onAnswer={(variables) => {
                answer.mutate(variables);
              }}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
