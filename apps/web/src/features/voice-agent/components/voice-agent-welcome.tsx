import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentCatalogue } from '../voice-agent-messages';

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
  const { t } = useMessages(voiceAgentCatalogue);
  if (access.kind === 'loading') {
    return <CircularProgress aria-label={t('welcomeLoading')} size={28} />;
  }
  if (access.kind === 'otherRole') {
    return (
      <>
        <Typography>{t('welcomeOtherRole')}</Typography>
        {access.holdsProviderRole && (
          <Typography sx={{ mt: 1 }}>{t('welcomeSwitchRole')}</Typography>
        )}
      </>
    );
  }
  const subscribed = access.subscribed;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {subscribed ? t('welcomeHaveHeading') : t('welcomeBuyHeading')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{subscribed ? t('welcomeHave') : t('welcomeBuy')}</Typography>
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
          {subscribed ? t('welcomeSetUpLink') : t('welcomeBuyLink')}
        </Button>
        {subscribed && (
          <Button component={RouterLink} to={paths.app.voiceAgentDashboard.getHref()}>
            {t('welcomeDashboardLink')}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** The voice products' prices; while loading, a spinner; without them, the plans screen's way. */
function Prices({ prices }: { prices: readonly VoicePrice[] | 'loading' }) {
  const { t, intl } = useMessages(voiceAgentCatalogue);
  if (prices === 'loading') {
    return <CircularProgress aria-label={t('welcomeLoadingPrices')} size={24} sx={{ mt: 1 }} />;
  }
  if (prices.length === 0)
    return <Typography sx={{ mt: 1 }}>{t('welcomePricesUnavailable')}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 1, pl: 3 }}>
      {prices.map((price) => (
        <Typography component="li" key={price.name} sx={{ mb: 0.5 }}>
          {t('welcomePrice', {
            name: price.name,
            amount: intl.formatNumber(price.unitAmount / 100, {
              style: 'currency',
              currency: 'CAD',
            }),
            monthly: price.monthly ? 'yes' : 'no',
          })}
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
export function VoiceAgentWelcome(props: VoiceAgentWelcomeProps) {
  // The words' chunk loads on first use (the route loads it first).
  return (
    <Suspense fallback={null}>
      <WelcomeContent {...props} />
    </Suspense>
  );
}

export interface VoiceAgentWelcomeProps {
  access: VoiceAgentAccess;
  prices: readonly VoicePrice[] | 'loading';
}

function WelcomeContent({ access, prices }: VoiceAgentWelcomeProps) {
  const { t } = useMessages(voiceAgentCatalogue);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('welcomeTitle')}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{t('welcomeIntro')}</Typography>
      <Box component="section" aria-labelledby="voice-does-heading" sx={{ mt: 4 }}>
        <Typography id="voice-does-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('welcomeDoesHeading')}
        </Typography>
        <Box component="ul" sx={{ mt: 1, pl: 3 }}>
          {[t('welcomeDoesAnswers'), t('welcomeDoesDiscloses'), t('welcomeDoesMessages')].map(
            (line) => (
              <Typography component="li" key={line} sx={{ mb: 0.5 }}>
                {line}
              </Typography>
            ),
          )}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="voice-cost-heading" sx={{ mt: 3 }}>
        <Typography id="voice-cost-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('welcomeCostHeading')}
        </Typography>
        <Prices prices={prices} />
        <Typography sx={{ mt: 1 }}>{t('welcomePhoneNote')}</Typography>
      </Box>
      <Box component="section" aria-labelledby="voice-way-heading" sx={{ mt: 3 }}>
        <Typography id="voice-way-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('welcomeWayInHeading')}
        </Typography>
        <Box component="ol" sx={{ mt: 1, pl: 3 }}>
          {[t('welcomeWayInBuy'), t('welcomeWayInChat'), t('welcomeWayInDashboard')].map((line) => (
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
