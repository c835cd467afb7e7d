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
import { voiceAgentTexts } from '../voice-agent-texts';

const texts = voiceAgentTexts.onboarding;

/**
 * /voice-ai-agent/onboarding (docs/product/voice-agent.md#the-onboarding-screen), for holders of a
 * voice purchase: it opens the setup chat (AI Voice Agent), which saves the agent's details; once
 * they are saved (the settings answer), it leads to the agent's dashboard. Settings that cannot be
 * read count as not saved yet: the chat is still the way forward.
 */
export function VoiceAgentOnboarding() {
  const settings = useVoiceAgentSettings();
  const setUp = settings.isSuccess;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 2 }}>{texts.intro}</Typography>
      {settings.isPending ? (
        <CircularProgress aria-label={texts.checking} size={28} sx={{ mt: 3 }} />
      ) : (
        <>
          <Typography sx={{ mt: 3 }}>{setUp ? texts.setUp : texts.notSetUp}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {setUp && (
              <Button
                component={RouterLink}
                to={paths.app.voiceAgentDashboard.getHref()}
                variant="contained"
              >
                {texts.dashboardLink}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={paths.app.aiAssistant.getHref(features.voiceAiAgent)}
              variant={setUp ? 'outlined' : 'contained'}
            >
              {texts.chatLink}
            </Button>
          </Stack>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.userProfile.getHref()}>
          {texts.subscriptionsLink}
        </Link>
      </Typography>
    </Container>
  );
}
