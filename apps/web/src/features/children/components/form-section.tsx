import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A titled group of the child form's fields (a region named by its heading). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack spacing={2.5} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
