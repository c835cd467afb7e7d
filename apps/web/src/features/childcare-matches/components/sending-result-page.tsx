import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SendRequestOutcome } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { surveyType } from '@kinderwait/contract/constants';
import { useSurveyStatus } from '../../../api/surveys/get-survey-status';
import { waitlistErrorCodes } from '@kinderwait/contract/waitlist';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareMatchesCatalogue } from '../childcare-matches-messages';
import type { MatchesMessages } from '../match-words';
import type { SendingResult } from '../lib/sending-result';

/** Why a request was not sent, in words: ours for the codes we know, else the server's. */
function failureWords({ t }: MatchesMessages, item: SendRequestOutcome): string {
  if (item.code === waitlistErrorCodes.childcareProviderNotFound) return t('errorProviderNotFound');
  if (item.code === 'not_a_match') return t('resultNotAMatch');
  return item.message ?? t('resultNotSent');
}

/** The sending result page's title and description, for the route's head. */
export function sendingResultPageHead({ t }: MatchesMessages) {
  return { title: t('resultPageTitle'), description: t('resultPageDescription') };
}

function Outcomes({
  id,
  title,
  items,
  secondary,
}: {
  /** The heading's id, the same in every language. */
  id: string;
  title: string;
  items: readonly SendRequestOutcome[];
  secondary: (item: SendRequestOutcome) => string | null;
}) {
  const { t } = useMessages(childcareMatchesCatalogue);
  if (items.length === 0) return null;
  const headingId = `sending-result-${id}`;
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('resultCount', { title, count: items.length })}
      </Typography>
      <List dense>
        {items.map((item) => (
          <ListItem key={item.childcareProviderId} divider>
            <ListItemText
              primary={item.providerName ?? t('resultUnknownProvider')}
              secondary={secondary(item)}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

/**
 * /waitlist/childcare-request-sending-result: what a send did, provider by provider (sent, sent
 * before, or not sent and why), the ways on, and the waitlist survey when it has become due.
 */
export function SendingResultPage(props: { result: SendingResult | null }) {
  // The words' chunk loads on first use (the route loads it before it opens).
  return (
    <Suspense fallback={null}>
      <SendingResultContent {...props} />
    </Suspense>
  );
}

function SendingResultContent({ result }: { result: SendingResult | null }) {
  const messages = useMessages(childcareMatchesCatalogue);
  const { t } = messages;
  const sent = result?.items.filter((item) => item.outcome === 'sent') ?? [];
  const already = result?.items.filter((item) => item.outcome === 'already_sent') ?? [];
  const failed = result?.items.filter((item) => item.outcome === 'failed') ?? [];
  const survey = useSurveyStatus(surveyType, { enabled: sent.length > 0 });
  const requestsLink = (
    <Button component={RouterLink} to={paths.app.childcareRequests.getHref()} variant="contained">
      {t('resultToRequests')}
    </Button>
  );

  if (result === null) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('resultNothingTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('resultNothing')}</Typography>
        {requestsLink}
      </Container>
    );
  }

  const position = (item: SendRequestOutcome) =>
    item.request === null || item.request.position === null
      ? null
      : t('resultPosition', { position: item.request.position });
  const summary = [
    sent.length > 0 ? t('resultSent', { count: sent.length }) : null,
    already.length > 0 ? t('resultAlready', { count: already.length }) : null,
    failed.length > 0 ? t('resultFailed', { count: failed.length }) : null,
  ].filter((part) => part !== null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('resultHeading')}
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        {result.childFirstName === null
          ? t('resultSummary', { parts: summary.join(', ') })
          : t('resultSummaryFor', {
              firstName: result.childFirstName,
              summary: t('resultSummary', { parts: summary.join(', ') }),
            })}
      </Typography>
      {survey.data?.status === 'due' ? (
        // The link under the words, not in the alert's action column: beside them, a phone
        // squeezed it to a word a line.
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('resultSurveyOffer')}
          <Box sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={paths.app.parentWaitlistSurvey.getHref()}
              color="inherit"
              variant="outlined"
              size="small"
            >
              {t('resultToSurvey')}
            </Button>
          </Box>
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Outcomes id="sent" title={t('resultSentHeading')} items={sent} secondary={position} />
        <Outcomes
          id="already-sent-before"
          title={t('resultAlreadyHeading')}
          items={already}
          secondary={position}
        />
        <Outcomes
          id="not-sent"
          title={t('resultFailedHeading')}
          items={failed}
          secondary={(item) => failureWords(messages, item)}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        {requestsLink}
        <Button
          component={RouterLink}
          to={paths.app.childcareProviders.getHref(result.childId)}
          variant="outlined"
        >
          {t('resultBackToMatches')}
        </Button>
      </Stack>
    </Container>
  );
}
