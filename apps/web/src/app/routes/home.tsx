import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { PageHead } from '../head/page-head';

/** The signed-in welcome page (SPEC 2.1 /home). The accounts feature replaces this module. */
function HomeRoute() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHead title="Welcome" description={`Your ${brand.productName} home.`} noIndex />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Welcome to {brand.productName}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        You are signed in. Your children, waitlists and requests will appear here.
      </Typography>
    </Container>
  );
}

export { HomeRoute as Component };
