import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { features } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import { useVoiceAgentSettings } from '../api/get-voice-agent-settings';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentCatalogue } from '../voice-agent-messages';

/**
 * /voice-ai-agent/onboarding (docs/product/voice-agent.md#the-onboarding-screen), for holders of a
 * voice purchase: it opens the setup chat (AI Voice Agent), which saves the agent's details; once
 * they are saved (the settings answer), it leads to the agent's dashboard. Settings that cannot be
 * read count as not saved yet: the chat is still the way forward.
 */
export function VoiceAgentOnboarding() {
  // The words' chunk loads on first use (the route loads it first).
  return (
    <Suspense fallback={null}>
      <OnboardingContent />
    </Suspense>
  );
}

function OnboardingContent() {
  const { t } = useMessages(voiceAgentCatalogue);
  const settings = useVoiceAgentSettings();
  const setUp = settings.isSuccess;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('onboardingTitle')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('onboardingIntro')}</Typography>
      {settings.isPending ? (
        <CircularProgress aria-label={t('onboardingChecking')} size={28} sx={{ mt: 3 }} />
      ) : (
        <>
          <Typography sx={{ mt: 3 }}>
            {setUp ? t('onboardingSetUp') : t('onboardingNotSetUp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {setUp && (
              <Button
                component={RouterLink}
                to={paths.app.voiceAgentDashboard.getHref()}
                variant="contained"
              >
                {t('onboardingDashboardLink')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={paths.app.aiAssistant.getHref(features.voiceAiAgent)}
              variant={setUp ? 'outlined' : 'contained'}
            >
              {t('onboardingChatLink')}
            </Button>
          </Stack>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.userProfile.getHref()}>
          {t('onboardingSubscriptionsLink')}
        </Link>
      </Typography>
    </Container>
  );
}
