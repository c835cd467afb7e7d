import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Eyebrow } from '../page/eyebrow';

interface LandingSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One band of the landing page, labelled by its h2. */
export function LandingSection({ id, eyebrow, title, intro, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 16 }}
    >
      <Container maxWidth="lg">
        <Eyebrow>{eyebrow}</Eyebrow>
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' }, lineHeight: 1.2 }}
        >
          {title}
        </Typography>
        {intro !== undefined && (
          <Typography
            sx={{ mt: 2, mb: 1, maxWidth: 720, color: 'text.secondary', fontSize: '1.1rem' }}
          >
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: 4 }}>{children}</Box>
      </Container>
    </Box>
  );
}
