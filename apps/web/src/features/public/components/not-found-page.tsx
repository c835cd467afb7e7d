import { Suspense } from 'react';
import { usePublicHref } from '../lib/public-href';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { publicPagesCatalogue } from '../public-pages-messages';

/** The not-found page's title, in English: for code that names the page outside a render. */
export const notFoundTitle = 'Page not found';

/** The not-found page's head in the active language; `article` for a blog link that leads nowhere. */
export function useNotFoundHead(what: 'page' | 'article' = 'page') {
  const { t } = useMessages(publicPagesCatalogue);
  return {
    title: t('notFoundTitle'),
    description: what === 'article' ? t('notFoundArticleDescription') : t('notFoundDescription'),
  };
}

function NotFoundContent() {
  const messages = useMessages(publicPagesCatalogue);
  const { t } = messages;
  const publicHref = usePublicHref();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" variant="overline" sx={{ color: 'warning.main', fontWeight: 700 }}>
        {404}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('notFoundExplanation')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to={publicHref(paths.landing.getHref())} variant="contained">
          {t('goHome')}
        </Button>
        <Button component={RouterLink} to={publicHref(paths.help.getHref())} variant="outlined">
          {t('notFoundVisitHelp')}
        </Button>
      </Stack>
      <Typography sx={{ mt: 4, color: 'text.secondary' }}>
        {richMessage(messages, 'notFoundGuides', {
          blog: (chunks) => (
            <Link component={RouterLink} to={publicHref(paths.blog.getHref())}>
              {chunks}
            </Link>
          ),
          safety: (chunks) => (
            <Link component={RouterLink} to={publicHref(paths.safety.getHref())}>
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </Container>
  );
}

export function NotFoundPage() {
  return (
    <Suspense>
      <NotFoundContent />
    </Suspense>
  );
}
