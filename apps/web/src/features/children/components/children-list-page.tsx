import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChildren } from '../../../api/children/get-children';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import { ChildCard } from './child-card';
import type { ChildLinks } from './child-card';

export interface ChildrenListPageProps {
  links: ChildLinks;
  /** The child information form for a new child. */
  addHref: string;
  /** The parent's childcare requests. */
  requestsHref: string;
}

/**
 * /waitlist/children (docs/product/waitlist.md#the-children-list): the parent's children, each with
 * its age label and waitlist.
 */
export function ChildrenListPage(props: ChildrenListPageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <ChildrenListContent {...props} />
    </Suspense>
  );
}

function ChildrenListContent({ links, addHref, requestsHref }: ChildrenListPageProps) {
  const { t } = useMessages(childrenCatalogue);
  const children = useChildren();

  let body;
  if (children.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('listLoading')} />
      </Box>
    );
  } else if (children.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void children.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('listLoadFailed')}
      </Alert>
    );
  } else if (children.data.items.length === 0) {
    body = (
      <Paper
        component="section"
        aria-labelledby="children-empty-title"
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, textAlign: { sm: 'center' } }}
      >
        <Typography id="children-empty-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('listEmptyTitle')}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 560, mx: { sm: 'auto' } }}>
          {t('listEmptyText')}
        </Typography>
        <Button component={RouterLink} to={addHref} variant="contained" size="large">
          {t('listEmptyAction')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={t('listLabel')}
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {children.data.items.map((child) => (
          <ChildCard key={child.id} child={child} links={links} />
        ))}
      </Box>
    );
  }

  const hasChildren = children.data !== undefined && children.data.items.length > 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {t('listTitle')}
        </Typography>
        {hasChildren ? (
          <Button component={RouterLink} to={addHref} variant="contained">
            {t('listAddChild')}
          </Button>
        ) : null}
      </Stack>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('listIntro')}</Typography>
      {body}
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={requestsHref}>
          {t('listRequestsLink')}
        </Link>
      </Typography>
    </Container>
  );
}
