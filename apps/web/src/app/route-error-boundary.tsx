import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths';

interface RouteErrorBoundaryProps {
  /** True inside the public layout, which already provides the <main> landmark. */
  inLayout?: boolean;
}

/** Words for an error a route threw; a failed chunk download (often after a deploy) asks for a reload. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `The page answered ${String(error.status)} ${error.statusText}.`.trim();
  }
  if (error instanceof Error && /dynamically imported module|module script/i.test(error.message)) {
    return 'Part of the page could not be downloaded. A new version may have been released: reloading fixes this.';
  }
  return 'An unexpected error stopped this page from showing. Reloading the page usually helps.';
}

/** Error boundary of the root and of each page: says what happened and offers a way on. */
export function RouteErrorBoundary({ inLayout = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box component={inLayout ? 'div' : 'main'} sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="sm">
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography sx={{ mb: 3 }}>{describe(error)}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload the page
          </Button>
          {/* A full page load, because the router itself may be what failed. */}
          <Button variant="outlined" href={paths.landing.getHref()}>
            Go to the home page
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
