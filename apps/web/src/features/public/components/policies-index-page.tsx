import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { policyList } from '../content/policies';
import { PageIntro } from './page/page-intro';

export function PoliciesIndexPage() {
  return (
    <>
      <PageIntro
        eyebrow="Policies"
        title="Our policies"
        lead={`How ${brand.productName} handles your information and the terms of using the service. Questions about your personal information: ${brand.privacyEmail}.`}
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {policyList.map((policy) => (
            <Box
              component="li"
              key={policy.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, md: 3 } }}
            >
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                <Link component={RouterLink} to={policy.href} color="text.primary">
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
