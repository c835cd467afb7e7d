import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';

export const notFoundTitle = 'Page not found';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" variant="overline" sx={{ color: 'warning.main', fontWeight: 700 }}>
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {notFoundTitle}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        We couldn’t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to={paths.landing.getHref()} variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to={paths.help.getHref()} variant="outlined">
          Visit the help centre
        </Button>
      </Stack>
      <Typography sx={{ mt: 4, color: 'text.secondary' }}>
        Looking for guides? Try the{' '}
        <Link component={RouterLink} to={paths.blog.getHref()}>
          blog
        </Link>{' '}
        or{' '}
        <Link component={RouterLink} to={paths.safety.getHref()}>
          choosing care safely
        </Link>
        .
      </Typography>
    </Container>
  );
}
