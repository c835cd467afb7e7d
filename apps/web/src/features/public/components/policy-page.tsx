import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PolicyResponse } from '@kinderwait/contract/policies';
import { useLanguage } from '../../../lib/i18n/i18n-provider';
import { policyPageWords } from '../content/policies';
import { formatIsoDate } from '../lib/format';
import { MarkdownContent } from './page/markdown-content';

interface PolicyPageProps {
  /**
   * The policy as the API serves it, in the page's language; the route module builds it from the
   * release's text.
   */
  policy: PolicyResponse;
}

/**
 * One policy rendered as safe markdown. Its text ships with the page (prerendered, and in the
 * route's chunk), so there is nothing to load and nothing moves once it is on screen.
 */
export function PolicyPage({ policy }: PolicyPageProps) {
  const language = useLanguage();
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.15 }}
      >
        {policy.title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {policyPageWords[language].lastUpdated}
        <time dateTime={policy.lastUpdated}>{formatIsoDate(policy.lastUpdated, language)}</time>
      </Typography>
      <Box sx={{ mt: 4, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <MarkdownContent markdown={policy.body} />
      </Box>
    </Container>
  );
}
