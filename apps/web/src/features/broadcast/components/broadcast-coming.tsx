import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { features } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import { broadcastTexts } from '../broadcast-texts';

const texts = broadcastTexts.coming;

export interface BroadcastComingProps {
  /** What the active role can do today; undefined while its permissions load. */
  can: { broadcast: boolean; manageWaitlist: boolean; joinWaitlists: boolean } | undefined;
}

function Step({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography>{text}</Typography>
      <Link component={RouterLink} to={href}>
        {label}
      </Link>
    </Box>
  );
}

/**
 * /broadcast, and any path under it, until the broadcast section is built
 * (docs/product/broadcast.md#planned): what broadcasting will do, and the screens that already
 * help with the same need for this role.
 */
export function BroadcastComing({ can }: BroadcastComingProps) {
  let steps;
  if (can === undefined) {
    steps = <CircularProgress aria-label={texts.loading} size={28} />;
  } else {
    const items = [
      can.broadcast && (
        <Step
          key="profile"
          text={texts.providerProfile}
          href={paths.app.aiAssistant.getHref(features.broadcast)}
          label={texts.providerProfileLink}
        />
      ),
      can.manageWaitlist && (
        <Step
          key="waitlist"
          text={texts.providerWaitlist}
          href={paths.app.providerWaitlist.getHref()}
          label={texts.providerWaitlistLink}
        />
      ),
      can.joinWaitlists && (
        <Step
          key="children"
          text={texts.parent}
          href={paths.app.waitlistChildren.getHref()}
          label={texts.parentLink}
        />
      ),
    ].filter((item) => item !== false);
    steps =
      items.length === 0 ? (
        <>
          <Typography>{texts.other}</Typography>
          <Link component={RouterLink} to={paths.app.home.getHref()}>
            {texts.homeLink}
          </Link>
        </>
      ) : (
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {items}
        </Box>
      );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{texts.intro}</Typography>
      <Box component="section" aria-labelledby="broadcast-today-heading" sx={{ mt: 4 }}>
        <Typography
          id="broadcast-today-heading"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          {texts.todayHeading}
        </Typography>
        {steps}
      </Box>
    </Container>
  );
}
