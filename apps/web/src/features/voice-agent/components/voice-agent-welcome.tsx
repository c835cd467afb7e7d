import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import { paths } from '../../../config/paths';
import { voiceAgentTexts } from '../voice-agent-texts';

const texts = voiceAgentTexts.welcome;

/** A voice product's price, from the products API (what the plans screen shows). */
export interface VoicePrice {
  name: string;
  /** CAD cents before tax. */
  unitAmount: number;
  monthly: boolean;
}

/** What the signed-in user can do about the voice agent, as the route learns it. */
export type VoiceAgentAccess =
  | { kind: 'loading' }
  /** The active role may run a voice agent; `subscribed` when a voice purchase is active. */
  | { kind: 'provider'; subscribed: boolean }
  /** The active role may not; `holdsProviderRole` when another role of the user may. */
  | { kind: 'otherRole'; holdsProviderRole: boolean };

function NextStep({ access }: { access: VoiceAgentAccess }) {
  if (access.kind === 'loading') {
    return <CircularProgress aria-label={texts.loading} size={28} />;
  }
  if (access.kind === 'otherRole') {
    return (
      <>
        <Typography>{texts.otherRole}</Typography>
        {access.holdsProviderRole && <Typography sx={{ mt: 1 }}>{texts.switchRole}</Typography>}
      </>
    );
  }
  const subscribed = access.subscribed;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {subscribed ? texts.haveHeading : texts.buyHeading}
      </Typography>
      <Typography sx={{ mt: 1 }}>{subscribed ? texts.have : texts.buy}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          component={RouterLink}
          to={
            subscribed
              ? paths.app.voiceAgentOnboarding.getHref()
              : paths.app.pricingTierCarousel.getHref()
          }
          variant="contained"
        >
          {subscribed ? texts.setUpLink : texts.buyLink}
        </Button>
        {subscribed && (
          <Button component={RouterLink} to={paths.app.voiceAgentDashboard.getHref()}>
            {texts.dashboardLink}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** The voice products' prices; while loading, a spinner; without them, the plans screen's way. */
function Prices({ prices }: { prices: readonly VoicePrice[] | 'loading' }) {
  if (prices === 'loading') {
    return <CircularProgress aria-label={texts.loadingPrices} size={24} sx={{ mt: 1 }} />;
  }
  if (prices.length === 0) return <Typography sx={{ mt: 1 }}>{texts.pricesUnavailable}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 1, pl: 3 }}>
      {prices.map((price) => (
        <Typography component="li" key={price.name} sx={{ mb: 0.5 }}>
          {texts.price(price.name, formatCad(price.unitAmount), price.monthly)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * /voice-ai-agent/welcome (docs/product/voice-agent.md#the-welcome-screen): what the voice agent
 * does, what it costs and the way in, and the one next step for this user: buy it, set it up, or
 * (for a role that cannot run one) why not.
 */
export function VoiceAgentWelcome({
  access,
  prices,
}: {
  access: VoiceAgentAccess;
  prices: readonly VoicePrice[] | 'loading';
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{texts.intro}</Typography>
      <Box component="section" aria-labelledby="voice-does-heading" sx={{ mt: 4 }}>
        <Typography id="voice-does-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {texts.doesHeading}
        </Typography>
        <Box component="ul" sx={{ mt: 1, pl: 3 }}>
          {texts.does.map((line) => (
            <Typography component="li" key={line} sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="voice-cost-heading" sx={{ mt: 3 }}>
        <Typography id="voice-cost-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {texts.costHeading}
        </Typography>
        <Prices prices={prices} />
        <Typography sx={{ mt: 1 }}>{texts.phoneNote}</Typography>
      </Box>
      <Box component="section" aria-labelledby="voice-way-heading" sx={{ mt: 3 }}>
        <Typography id="voice-way-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {texts.wayInHeading}
        </Typography>
        <Box component="ol" sx={{ mt: 1, pl: 3 }}>
          {texts.wayIn.map((line) => (
            <Typography component="li" key={line} sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ mt: 4, p: 3 }}>
        <NextStep access={access} />
      </Paper>
    </Container>
  );
}
