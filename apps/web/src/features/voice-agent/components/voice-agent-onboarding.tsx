import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { features } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import { voiceAgentTexts } from '../voice-agent-texts';

const texts = voiceAgentTexts.onboarding;

/**
 * /voice-ai-agent/onboarding (docs/product/voice-agent.md#what-exists-today), for holders of a
 * voice purchase: it opens the setup chat (AI Voice Agent), which saves the agent's details. The
 * agent answering calls is not built yet, and the page says so.
 */
export function VoiceAgentOnboarding() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 2 }}>{texts.intro}</Typography>
      <Button
        component={RouterLink}
        to={paths.app.aiAssistant.getHref(features.voiceAiAgent)}
        variant="contained"
        sx={{ mt: 3 }}
      >
        {texts.chatLink}
      </Button>
      <Typography sx={{ mt: 3 }}>{texts.notYet}</Typography>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.userProfile.getHref()}>
          {texts.subscriptionsLink}
        </Link>
      </Typography>
    </Container>
  );
}
