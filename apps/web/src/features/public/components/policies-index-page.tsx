import { Suspense } from 'react';
import { usePublicHref } from '../lib/public-href';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { useMessages } from '../../../lib/i18n/use-messages';
import { policyListIn } from '../content/policies';
import { publicPagesCatalogue } from '../public-pages-messages';
import { PageIntro } from './page/page-intro';

/** The policies index's head in the active language. */
export function usePoliciesIndexHead() {
  const { t } = useMessages(publicPagesCatalogue);
  return {
    title: t('policiesHeadTitle'),
    description: t('policiesHeadDescription', { productName: brand.productName }),
  };
}

function PoliciesIndexContent() {
  const { t, language } = useMessages(publicPagesCatalogue);
  const publicHref = usePublicHref();
  return (
    <>
      <PageIntro
        eyebrow={t('policiesHeadTitle')}
        title={t('policiesTitle')}
        lead={t('policiesLead', {
          productName: brand.productName,
          privacyEmail: brand.privacyEmail,
        })}
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {policyListIn(language).map((policy) => (
            <Box
              component="li"
              key={policy.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, md: 3 } }}
            >
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                <Link component={RouterLink} to={publicHref(policy.href)} color="text.primary">
                  {policy.title}
                </Link>
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{policy.description}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </>
  );
}

export function PoliciesIndexPage() {
  return (
    <Suspense>
      <PoliciesIndexContent />
    </Suspense>
  );
}
