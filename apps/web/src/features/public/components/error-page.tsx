import { Suspense } from 'react';
import { usePublicHref } from '../lib/public-href';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { publicPagesCatalogue } from '../public-pages-messages';

interface ErrorPageProps {
  code: string;
  /** Already decoded. */
  message: string;
}

/**
 * Our words for a known code (see lib/error-page-message.ts), in the active language, for a link
 * opened without the app's message: SPEC's words in English.
 */
export function useKnownErrorMessage(): (code: string) => string {
  const { t } = useMessages(publicPagesCatalogue);
  return (code) => {
    if (code === 'network') return t('errorNetwork');
    return code.startsWith('5') ? t('errorServer') : t('errorRequest');
  };
}

/** The error page's title in the active language ("Error 503"). */
export function useErrorTitle(code: string): string {
  return useMessages(publicPagesCatalogue).t('errorCode', { code });
}

function ErrorContent({ code, message }: ErrorPageProps) {
  const navigate = useNavigate();
  const { t } = useMessages(publicPagesCatalogue);
  const publicHref = usePublicHref();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" variant="overline" sx={{ color: 'error.main', fontWeight: 700 }}>
        {t('errorCode', { code })}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('errorHeading')}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        {t('errorAdvice', { supportEmail: brand.supportEmail, code })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to={publicHref(paths.landing.getHref())} variant="contained">
          {t('goHome')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            void navigate(-1);
          }}
        >
          {t('errorBack')}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The error screen (docs/product/public-site.md#error-page): the code and message a failed call
 * produced, and ways on.
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense>
      <ErrorContent {...props} />
    </Suspense>
  );
}
