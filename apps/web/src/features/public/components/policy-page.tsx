import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import type { PolicyId } from '@kinderwait/contract/policies';
import type { PolicyFetcher } from '../api/get-policy';
import { policyInfo } from '../content/policies';
import { usePolicy } from '../hooks/use-policy';
import { formatIsoDate } from '../lib/format';
import { MarkdownContent } from './page/markdown-content';

interface PolicyPageProps {
  policyId: PolicyId;
  /** The real page passes `getPolicy`; tests pass a stand-in. */
  fetchPolicy: PolicyFetcher;
}

/** One policy, fetched from the server and rendered as safe markdown, with loading and retry. */
export function PolicyPage({ policyId, fetchPolicy }: PolicyPageProps) {
  const { state, retry } = usePolicy(policyId, fetchPolicy);
  const info = policyInfo[policyId];
  const title = state.status === 'ready' ? state.policy.title : info.title;

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.15 }}
      >
        {title}
      </Typography>

      {state.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography sx={{ color: 'text.secondary' }}>
            Loading the {info.title.toLowerCase()}…
          </Typography>
        </Box>
      )}

      {state.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mt: 4 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          We couldn’t load the {info.title.toLowerCase()}. Check your connection and try again. If
          it keeps happening, email {brand.supportEmail}.
        </Alert>
      )}

      {state.status === 'ready' && (
        <>
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            Last updated{' '}
            <time dateTime={state.policy.lastUpdated}>
              {formatIsoDate(state.policy.lastUpdated)}
            </time>
          </Typography>
          <Box sx={{ mt: 4, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <MarkdownContent markdown={state.policy.body} />
          </Box>
        </>
      )}
    </Container>
  );
}
