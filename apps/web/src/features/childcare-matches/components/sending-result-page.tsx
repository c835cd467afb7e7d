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
import { sendingResultTexts as texts } from '../childcare-matches-texts';
import type { SendingResult } from '../lib/sending-result';

function nameOf(item: SendRequestOutcome): string {
  return item.providerName ?? texts.unknownProvider;
}

function Outcomes({
  title,
  items,
  secondary,
}: {
  title: string;
  items: readonly SendRequestOutcome[];
  secondary: (item: SendRequestOutcome) => string | null;
}) {
  if (items.length === 0) return null;
  const headingId = `sending-result-${title.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {title} ({items.length})
      </Typography>
      <List dense>
        {items.map((item) => (
          <ListItem key={item.childcareProviderId} divider>
            <ListItemText primary={nameOf(item)} secondary={secondary(item)} />
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
export function SendingResultPage({ result }: { result: SendingResult | null }) {
  const sent = result?.items.filter((item) => item.outcome === 'sent') ?? [];
  const already = result?.items.filter((item) => item.outcome === 'already_sent') ?? [];
  const failed = result?.items.filter((item) => item.outcome === 'failed') ?? [];
  const survey = useSurveyStatus(surveyType, { enabled: sent.length > 0 });
  const requestsLink = (
    <Button component={RouterLink} to={paths.app.childcareRequests.getHref()} variant="contained">
      {texts.toRequests}
    </Button>
  );

  if (result === null) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {texts.nothingTitle}
        </Typography>
        <Typography sx={{ mb: 3 }}>{texts.nothing}</Typography>
        {requestsLink}
      </Container>
    );
  }

  const position = (item: SendRequestOutcome) =>
    item.request === null ? null : texts.position(item.request.position);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {texts.heading}
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        {result.childFirstName === null ? '' : `${texts.forChild(result.childFirstName)} `}
        {texts.summary(sent.length, already.length, failed.length)}
      </Typography>
      {survey.data?.status === 'due' ? (
        // The link under the words, not in the alert's action column: beside them, a phone
        // squeezed it to a word a line.
        <Alert severity="info" sx={{ mb: 2 }}>
          {texts.surveyOffer}
          <Box sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={paths.app.parentWaitlistSurvey.getHref()}
              color="inherit"
              variant="outlined"
              size="small"
            >
              {texts.toSurvey}
            </Button>
          </Box>
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Outcomes title={texts.sentHeading} items={sent} secondary={position} />
        <Outcomes title={texts.alreadyHeading} items={already} secondary={position} />
        <Outcomes title={texts.failedHeading} items={failed} secondary={texts.failureWords} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        {requestsLink}
        <Button
          component={RouterLink}
          to={paths.app.childcareProviders.getHref(result.childId)}
          variant="outlined"
        >
          {texts.backToMatches}
        </Button>
      </Stack>
    </Container>
  );
}
