import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LimitReached } from '@kinderwait/contract/usage';
import { paths } from '../../../config/paths';
import { billingTexts } from '../billing-texts';
import { formatTorontoDateTime } from '../lib/toronto-time';

const texts = billingTexts.limit;

export interface LimitReachedPageProps {
  /** What ran out and when it renews, from the 402's detail; null when the address lacked it. */
  limit: LimitReached | null;
}

/** /service-payment/limit-reached: what ran out, when it renews, how to get more. */
export function LimitReachedPage({ limit }: LimitReachedPageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {limit === null ? texts.unknown : texts.ranOut[limit.kind]}
      </Typography>
      {limit === null ? null : (
        <Typography sx={{ mt: 1 }}>
          {texts.renews(formatTorontoDateTime(limit.renewsAt))}
        </Typography>
      )}
      <Typography sx={{ mt: 2 }}>{texts.more}</Typography>
      <Button
        component={RouterLink}
        to={paths.app.pricingTierCarousel.getHref()}
        variant="contained"
        sx={{ mt: 3 }}
      >
        {texts.plans}
      </Button>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.home.getHref()}>
          {texts.home}
        </Link>
      </Typography>
    </Container>
  );
}
