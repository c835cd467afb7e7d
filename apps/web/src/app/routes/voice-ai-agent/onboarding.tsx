import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/**
 * /voice-ai-agent/onboarding (docs/product/voice-agent.md#what-exists-today), for holders of Voice
 * Assistant Setup or Voice Assistant Phone Number (the guard checks). The voice agent's setup is
 * not built yet (docs/product/voice-agent.md#planned); until then the page says so honestly and
 * offers nothing that would not work.
 */
function VoiceAgentOnboardingRoute() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageHead title="Set up your voice agent" description="Your voice agent's setup." noIndex />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Set up your voice agent
      </Typography>
      <Typography sx={{ mt: 2 }}>
        Your purchase gives you access to the voice agent&apos;s setup. Voice agent setup comes
        next: the guided chat that creates your agent is not built yet, so there is nothing to set
        up here today. We will let you know when it is ready.
      </Typography>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.userProfile.getHref()}>
          See your subscriptions on your profile
        </Link>
      </Typography>
    </Container>
  );
}

export { VoiceAgentOnboardingRoute as Component };
