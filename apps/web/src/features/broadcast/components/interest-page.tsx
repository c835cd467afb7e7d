import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BroadcastInterest } from '@kinderwait/contract/broadcast';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useBroadcastInterest } from '../../../api/broadcast/get-broadcast-interest';
import { useAnswerInterest } from '../api/answer-interest';
import type { AnswerInterestVariables } from '../api/answer-interest';
import { broadcastErrorWords, broadcastTexts } from '../broadcast-texts';
import { providerTypeNames } from '../lib/broadcast-format';
import { PageState } from './page-state';

const texts = broadcastTexts.interest;

function fees(provider: BroadcastInterest['provider']): string {
  const parts = [
    ...(provider.dailyFeeCents === null ? [] : [texts.dailyFee(formatCad(provider.dailyFeeCents))]),
    ...(provider.hourlyFeeCents === null
      ? []
      : [texts.hourlyFee(formatCad(provider.hourlyFeeCents))]),
  ];
  return parts.length === 0 ? texts.noFee : parts.join(' · ');
}

function InterestItem({
  orderId,
  item,
  answering,
  onAnswer,
}: {
  orderId: string;
  item: BroadcastInterest;
  answering: boolean;
  onAnswer: (variables: AnswerInterestVariables) => void;
}) {
  const headingId = `broadcast-interest-${item.id}`;
  const { provider } = item;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2, opacity: item.decision === 'declined' ? 0.7 : 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {provider.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={providerTypeNames[provider.type]} />
          {provider.licensed ? <Chip size="small" label={texts.licensed} /> : null}
          {provider.cwelcc ? <Chip size="small" color="success" label={texts.cwelcc} /> : null}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>
          {texts.startDate(formatStartDate(item.startDate))}
        </Typography>
        <Typography>{texts.ageGroup(item.ageGroup.name)}</Typography>
        <Typography>{texts.spaces(item.availableSpaces)}</Typography>
        <Typography>{texts.distance(item.distanceKm)}</Typography>
        <Typography>{fees(provider)}</Typography>
        {item.note === null || item.note === '' ? null : (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {texts.note}
            </Typography>
            {/* The provider's words are text, never markup. */}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.note}
            </Typography>
          </Box>
        )}
        {item.decision === 'accepted' ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {texts.accepted}{' '}
            <RouterLink to={paths.app.childcareRequests.getHref()}>{texts.seeOffer}</RouterLink>
          </Alert>
        ) : item.decision === 'declined' ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{texts.declined}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Button
              variant="contained"
              disabled={answering}
              aria-label={texts.acceptLabel(provider.name)}
              onClick={() => {
                onAnswer({ orderId, answerId: item.id, decision: 'accepted' });
              }}
            >
              {texts.accept}
            </Button>
            <Button
              disabled={answering}
              aria-label={texts.declineLabel(provider.name)}
              onClick={() => {
                onAnswer({ orderId, answerId: item.id, decision: 'declined' });
              }}
            >
              {texts.decline}
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
  const interest = useBroadcastInterest(orderId);
  const answer = useAnswerInterest();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.app.broadcastOrder.getHref(orderId)} sx={{ mb: 1 }}>
        {broadcastTexts.order.title}
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.intro}</Typography>
      {answer.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {texts.failed} {errorMessageFor(answer.error, broadcastErrorWords)}
        </Alert>
      ) : null}
      {interest.data === undefined ? (
        <PageState
          error={interest.error}
          failedText={texts.loadFailed}
          loadingLabel={broadcastTexts.loading}
          onRetry={() => void interest.refetch()}
        />
      ) : interest.data.items.length === 0 ? (
        <Typography>{texts.empty}</Typography>
      ) : (
        <Stack component="ul" aria-label={texts.title} spacing={2} sx={{ p: 0, m: 0 }}>
          {interest.data.items.map((item) => (
            <InterestItem
              key={item.id}
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
