import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The short label above a heading, e.g. "Careers" or "For families". */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      variant="overline"
      sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em' }}
    >
      {children}
    </Typography>
  );
}
