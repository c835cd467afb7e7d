import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Onboarding, OnboardingStepName } from '@kinderwait/contract/onboarding';
import { features, onboardingStepNames } from '@kinderwait/contract/constants';
import type { Role } from '@kinderwait/contract/roles';
import { errorMessageFor } from '../../../api/error-words';
import { paths } from '../../../config/paths';
import { forgetReturnPath, readReturnPath } from '../../../features/auth/lib/return-path';
import { useCompleteOnboardingStep } from '../../../features/onboarding/api/complete-onboarding-step';
import { useOnboarding } from '../../../features/onboarding/api/get-onboarding';
import { currentOnboardingStep } from '../../../features/onboarding/lib/current-step';
import { onboardingCatalogue } from '../../../features/onboarding/onboarding-messages';
import { useOnboardingStepsWords } from '../../../features/onboarding/onboarding-words';
import { userLocationCatalogue } from '../../../features/user-location/user-location-messages';
import { locationCatalogue } from '../../../components/location/location-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { mainContentId } from '../../../features/public/components/layout/skip-link';
import { useRole } from '../../../features/user-context/api/get-role';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';
import { OnboardingChat } from '../../assistant/onboarding-chat';
import { LogoHeader } from '../../location/logo-header';
import { RoleLocationSelector } from '../../location/role-location-selector';
import { assistantChatCatalogue } from '../../../features/assistant-chat/assistant-chat-messages';

/**
 * Loads the steps' words and the assistant chat's in the active language before the screen opens,
 * so nothing appears late.
 * A failed load is retried when the screen renders (it suspends and loads them again).
 */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  await Promise.all(
    [onboardingCatalogue, locationCatalogue, userLocationCatalogue, assistantChatCatalogue].map(
      (catalogue) => loadMessages(catalogue, language).catch(() => undefined),
    ),
  );
  return null;
}

function Pending({ failed, error, retry }: { failed: boolean; error: unknown; retry: () => void }) {
  const words = useOnboardingStepsWords();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 8 }}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={retry}>
              {words.retry}
            </Button>
          }
        >
          {words.loadFailed} {errorMessageFor(error, words.errorWords)}
        </Alert>
      ) : (
        <CircularProgress aria-label={words.loading} />
      )}
    </Box>
  );
}

interface StepProps {
  onboarding: Onboarding;
  step: OnboardingStepName;
  role: Role | null;
}

/** One step, recorded on the server once done; the resolver then shows the next. */
function Step({ onboarding, step, role }: StepProps) {
  const words = useOnboardingStepsWords();
  const complete = useCompleteOnboardingStep();
  const navigate = useNavigate();
  const done = () => {
    complete.mutate({ onboardingId: onboarding.id, step });
  };
  const failure = complete.isError ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      {words.stepFailed} {errorMessageFor(complete.error, words.errorWords)}
    </Alert>
  ) : null;

  if (step === onboardingStepNames.selectLocation) {
    return (
      <>
        <RoleLocationSelector
          role={role}
          submitText={words.locationSubmit}
          header={<LogoHeader />}
          onSaved={done}
        />
        <Container maxWidth="md">{failure}</Container>
      </>
    );
  }
  // The voice agent's step is its onboarding chat (docs/product/onboarding.md#the-step-resolver);
  // the chat's completion records the step.
  return (
    <>
      <OnboardingChat
        feature={features.voiceAiAgent}
        onCompleted={done}
        onBack={() => void navigate(paths.app.home.getHref())}
      />
      <Container maxWidth="md">{failure}</Container>
    </>
  );
}

/**
 * A finished onboarding goes on to the page the user asked for before signing in, or home.
 * Reading the page is pure (a render may run twice); it is forgotten once the navigation is made.
 */
function OnboardingDone() {
  const target = readReturnPath() ?? paths.app.home.getHref();
  useEffect(() => {
    forgetReturnPath();
  }, []);
  return <Navigate to={target} replace />;
}

/**
 * /onboarding/steps (docs/product/onboarding.md#the-step-resolver): resolves the current step from
 * the role's flow and the steps the server lists as completed, so a half-finished onboarding
 * resumes after a reload or on another device. Role selection has its own screen; a finished
 * onboarding goes home. `?feature=voiceAiAgent` asks for the voice agent's steps.
 */
function OnboardingStepsRoute() {
  const [search] = useSearchParams();
  const activeRole = useActiveRole();
  const role = useRole(activeRole?.id);
  const onboarding = useOnboarding();
  const words = useOnboardingStepsWords();

  const head = <PageHead title={words.pageTitle} description={words.pageDescription} noIndex />;
  if (onboarding.data === undefined || (activeRole !== undefined && role.data === undefined)) {
    const failed = onboarding.isError || role.isError;
    return (
      <Box component="main" id={mainContentId}>
        {head}
        <Pending
          failed={failed}
          error={onboarding.error ?? role.error}
          retry={() => {
            void onboarding.refetch();
            void role.refetch();
          }}
        />
      </Box>
    );
  }

  const step = currentOnboardingStep({
    roleCode: activeRole?.code,
    feature: search.get('feature'),
    completed: onboarding.data.steps,
  });
  if (step === null) return <OnboardingDone />;
  if (step === onboardingStepNames.roleSelection) {
    return <Navigate to={paths.app.roleSelection.getHref()} replace />;
  }
  return (
    <Box component="main" id={mainContentId} sx={{ minHeight: '100vh' }}>
      {head}
      <Step key={step} onboarding={onboarding.data} step={step} role={role.data ?? null} />
    </Box>
  );
}

export { OnboardingStepsRoute as Component };
