import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';

interface ErrorPageProps {
  code: string;
  /** Already decoded. */
  message: string;
}

/**
 * The error screen (docs/product/public-site.md#error-page): the code and message a failed call
 * produced, and ways on.
 */
export function ErrorPage({ code, message }: ErrorPageProps) {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" variant="overline" sx={{ color: 'error.main', fontWeight: 700 }}>
        Error {code}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Please try again in a moment. If the problem continues, email {brand.supportEmail} and
        mention error {code}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to={paths.landing.getHref()} variant="contained">
          Go to the home page
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            void navigate(-1);
          }}
        >
          Go back
        </Button>
      </Stack>
    </Container>
  );
}
