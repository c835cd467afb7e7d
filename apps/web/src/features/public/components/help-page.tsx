import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';
import { parentFaq, providerFaq } from '../content/faq';
import { FaqList } from './faq-list';
import { PageIntro } from './page/page-intro';

export function HelpPage() {
  return (
    <>
      <PageIntro
        eyebrow="Help centre"
        title="How can we help?"
        lead="Answers to the questions parents and providers ask us most. Can’t find yours? Email us and a person will reply, usually within one business day."
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="faq-parents">
          <Typography id="faq-parents" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            For parents
          </Typography>
          <FaqList entries={parentFaq} />
        </Box>
        <Box component="section" aria-labelledby="faq-providers" sx={{ mt: 6 }}>
          <Typography
            id="faq-providers"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 2 }}
          >
            For child care providers
          </Typography>
          <FaqList entries={providerFaq} />
        </Box>
        <Box
          component="section"
          aria-labelledby="contact-us"
          sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider' }}
        >
          <Typography id="contact-us" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Contact us
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
            Write to <Link href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</Link> with
            your question. Please don’t send a child’s health information by email. For questions
            about your personal information, write to{' '}
            <Link href={`mailto:${brand.privacyEmail}`}>{brand.privacyEmail}</Link>.
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
            Worried about a child’s safety? Read{' '}
            <Link component={RouterLink} to={paths.safety.getHref()}>
              how to report a concern
            </Link>
            . If a child is in immediate danger, call 911.
          </Typography>
        </Box>
      </Container>
    </>
  );
}
