import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/**
 * /waitlist/children (SPEC 2.5), for roles holding waitlistTicket.create. The child list and the
 * waitlist wizard arrive with their own release; until then the page says so and offers nothing
 * that would not work.
 */
function WaitlistChildrenRoute() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageHead title="Your children" description="Your children and their waitlists." noIndex />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Your children
      </Typography>
      <Typography sx={{ mt: 2 }}>
        This is where each of your children will have a short profile and the waitlists they are on.
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Child profiles and the waitlist wizard (type of care, schedule, start date and budget, then
        the matching providers) are being built and arrive in the next release. Nothing you need to
        do here yet.
      </Typography>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.home.getHref()}>
          Back to home
        </Link>
      </Typography>
    </Container>
  );
}

export { WaitlistChildrenRoute as Component };
