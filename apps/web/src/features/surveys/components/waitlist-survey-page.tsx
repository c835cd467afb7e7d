import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { surveyType } from '@kinderwait/contract/constants';
import { surveysErrorCodes, waitlistSurveyQuestions } from '@kinderwait/contract/surveys';
import { errorMessageFor } from '../../../api/error-words';
import type { ErrorWords } from '../../../api/error-words';
import { useSurveyStatus } from '../../../api/surveys/get-survey-status';
import { paths } from '../../../config/paths';
import { useSaveSurvey } from '../api/save-survey';
import { useSkipSurvey } from '../api/skip-survey';
import { useMessages } from '../../../lib/i18n/use-messages';
import type { FeatureMessages } from '../../../lib/i18n/use-messages';
import { surveysCatalogue } from '../surveys-messages';
import type { SurveysKey } from '../surveys-messages';
import { SurveyForm } from './survey-form';
import { useValidationWords } from '../../../components/form/validation-words';

const requestsHref = paths.app.childcareRequests.getHref();

type SurveysMessages = FeatureMessages<SurveysKey>;

/** The survey page's title and description, for the route's head. */
export function surveyPageHead({ t }: SurveysMessages) {
  return { title: t('pageTitle'), description: t('pageDescription') };
}

/** The error codes the survey's calls can meet, in the parent's words and language. */
function surveysErrorWords({ t }: SurveysMessages): ErrorWords {
  return { [surveysErrorCodes.surveyNotDue]: t('errorSurveyNotDue') };
}

function Thanks() {
  const { t } = useMessages(surveysCatalogue);
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
        {t('thanksTitle')}
      </Typography>
      <Typography>{t('thanksText')}</Typography>
      <Button component={RouterLink} to={requestsHref} variant="contained">
        {t('seeRequests')}
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
  // The words' chunk loads on first use (the route loads it before it opens).
  return (
    <Suspense fallback={null}>
      <WaitlistSurveyContent />
    </Suspense>
  );
}

function WaitlistSurveyContent() {
  const messages = useMessages(surveysCatalogue);
  const { t } = messages;
  const validation = useValidationWords();
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
        setFailure(
          t('saveFailed', {
            message: validation.failure(error, errorMessageFor(error, surveysErrorWords(messages))),
          }),
        );
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
        setFailure(
          t('skipFailed', { message: errorMessageFor(error, surveysErrorWords(messages)) }),
        );
      },
    },
  });

  let body;
  if (answered) {
    body = <Thanks />;
  } else if (status.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  } else if (status.isError) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void status.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')} {errorMessageFor(status.error, surveysErrorWords(messages))}
        </Alert>
        <Button component={RouterLink} to={requestsHref} replace>
          {t('continueToRequests')}
        </Button>
      </Stack>
    );
  } else if (status.data.status !== 'due') {
    return <Navigate to={requestsHref} replace />;
  } else {
    body = (
      <>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('intro')}
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
