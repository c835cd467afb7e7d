import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Reading styles for long text written as plain elements (h2, p, ul, a ...), shared by the
 * information pages and by rendered markdown.
 */
export const proseSx: SxProps<Theme> = {
  '& > :first-of-type': { mt: 0 },
  '& h2': {
    typography: 'h5',
    fontWeight: 700,
    mt: 5,
    mb: 1.5,
    scrollMarginTop: '1rem',
  },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 3.5, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 3, mb: 1 },
  '& p, & li': { typography: 'body1', lineHeight: 1.75, color: 'text.secondary' },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li + li': { mt: 0.75 },
  '& strong': { color: 'text.primary' },
  '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
  '& blockquote': {
    m: 0,
    my: 2,
    pl: 2,
    borderLeft: 4,
    borderColor: 'primary.main',
  },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
  '& code': { fontFamily: 'monospace', fontSize: '0.95em' },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
  '& th, & td': {
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'left',
    p: 1,
    typography: 'body2',
  },
};

/** A readable column of prose under a page intro. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={proseSx}>{children}</Box>
    </Container>
  );
}
