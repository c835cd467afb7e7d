import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { PageHead } from '../../head/page-head';

/** The sign-in screen the route guard sends signed-out users to. The accounts feature replaces it. */
function LoginRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHead
        title="Sign in"
        description={`Sign in to ${brand.productName} with a link sent to your email.`}
      />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Sign in
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        We send a sign-in link to your email address. There is no password to remember.
      </Typography>
    </Container>
  );
}

export { LoginRoute as Component };
