import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LimitReached } from '@kinderwait/contract/usage';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { billingCatalogue } from '../billing-messages';
import { dateTimeWords, ranOutKeys } from '../lib/billing-words';

export interface LimitReachedPageProps {
  /** What ran out and when it renews, from the 402's detail; null when the address lacked it. */
  limit: LimitReached | null;
}

/** /service-payment/limit-reached: what ran out, when it renews, how to get more. */
export function LimitReachedPage(props: LimitReachedPageProps) {
  return (
    <Suspense fallback={null}>
      <LimitReachedContent {...props} />
    </Suspense>
  );
}

function LimitReachedContent({ limit }: LimitReachedPageProps) {
  const messages = useMessages(billingCatalogue);
  const { t } = messages;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('limitTitle')}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {limit === null ? t('limitUnknown') : t(ranOutKeys[limit.kind])}
      </Typography>
      {limit === null ? null : (
        <Typography sx={{ mt: 1 }}>
          {t('limitRenews', { when: dateTimeWords(messages, limit.renewsAt) })}
        </Typography>
      )}
      <Typography sx={{ mt: 2 }}>{t('limitMore')}</Typography>
      <Button
        component={RouterLink}
        to={paths.app.pricingTierCarousel.getHref()}
        variant="contained"
        sx={{ mt: 3 }}
      >
        {t('seePlans')}
      </Button>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.app.home.getHref()}>
          {t('limitHome')}
        </Link>
      </Typography>
    </Container>
  );
}
