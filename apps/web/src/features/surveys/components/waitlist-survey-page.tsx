import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { surveyType } from '@kinderwait/contract/constants';
import { waitlistSurveyQuestions } from '@kinderwait/contract/surveys';
import { errorMessageFor } from '../../../api/error-words';
import { useSurveyStatus } from '../../../api/surveys/get-survey-status';
import { paths } from '../../../config/paths';
import { useSaveSurvey } from '../api/save-survey';
import { useSkipSurvey } from '../api/skip-survey';
import { surveysErrorWords, surveysTexts as texts } from '../surveys-texts';
import { SurveyForm } from './survey-form';

const requestsHref = paths.app.childcareRequests.getHref();

function Thanks() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h1"
        variant="h4"
        sx={{ fontWeight: 800, outline: 'none' }}
      >
        {texts.thanksTitle}
      </Typography>
      <Typography>{texts.thanksText}</Typography>
      <Button component={RouterLink} to={requestsHref} variant="contained">
        {texts.seeRequests}
      </Button>
    </Stack>
  );
}

/**
 * /surveys/parent/waitlist (the survey resolver, docs/product/waitlist.md#surveys): the waitlist
 * survey when it is due (once, after the parent's first request); otherwise (not due, answered,
 * skipped) straight on to the requests, replacing this entry in the history. Skipping goes there
 * too; answering thanks the parent first.
 */
export function WaitlistSurveyPage() {
  const status = useSurveyStatus(surveyType);
  const navigate = useNavigate();
  const [answered, setAnswered] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const save = useSaveSurvey({
    mutationConfig: {
      onMutate: () => {
        setFailure(undefined);
      },
      onSuccess: () => {
        setAnswered(true);
      },
      onError: (error) => {
        setFailure(texts.saveFailed(errorMessageFor(error, surveysErrorWords)));
      },
    },
  });
  const skip = useSkipSurvey({
    mutationConfig: {
      onMutate: () => {
        setFailure(undefined);
      },
      onSuccess: () => {
        void navigate(requestsHref, { replace: true });
      },
      onError: (error) => {
        setFailure(texts.skipFailed(errorMessageFor(error, surveysErrorWords)));
      },
    },
  });

  let body;
  if (answered) {
    body = <Thanks />;
  } else if (status.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={texts.loading} />
      </Box>
    );
  } else if (status.isError) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void status.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.loadFailed} {errorMessageFor(status.error, surveysErrorWords)}
        </Alert>
        <Button component={RouterLink} to={requestsHref} replace>
          {texts.continueToRequests}
        </Button>
      </Stack>
    );
  } else if (status.data.status !== 'due') {
    return <Navigate to={requestsHref} replace />;
  } else {
    body = (
      <>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
          {texts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {texts.intro}
        </Typography>
        <SurveyForm
          questions={waitlistSurveyQuestions}
          busy={save.isPending || skip.isPending}
          failure={failure}
          onSubmit={(body) => {
            save.mutate(body);
          }}
          onSkip={() => {
            skip.mutate(surveyType);
          }}
        />
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      {body}
    </Container>
  );
}
