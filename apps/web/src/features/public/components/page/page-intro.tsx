import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Eyebrow } from './eyebrow';

interface PageIntroProps {
  /** Short label above the heading, e.g. "Careers". */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** Top band of an information page: its h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <Box
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        background: 'linear-gradient(180deg, rgba(66,165,245,0.14) 0%, rgba(0,0,0,0) 100%)',
      }}
    >
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        {eyebrow !== undefined && <Eyebrow>{eyebrow}</Eyebrow>}
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.15 }}
        >
          {title}
        </Typography>
        {lead !== undefined && (
          <Typography
            component="p"
            sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary' }}
          >
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
