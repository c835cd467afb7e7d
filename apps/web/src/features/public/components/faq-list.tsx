import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqEntry } from '../content/faq';

/**
 * Questions as native <details> disclosures: keyboard and screen-reader friendly, and they open
 * and close in the prerendered page before any script has loaded.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => (
        <Box
          component="details"
          key={entry.question}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            '&[open] > summary::after': { transform: 'rotate(45deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              cursor: 'pointer',
              listStyle: 'none',
              p: 2,
              pr: 6,
              fontWeight: 700,
              position: 'relative',
              '&::-webkit-details-marker': { display: 'none' },
              '&::after': {
                content: '"+"',
                position: 'absolute',
                right: 20,
                top: '50%',
                mt: '-0.75em',
                fontSize: '1.5rem',
                lineHeight: 1,
                color: 'primary.main',
                transition: 'transform 150ms',
              },
            }}
          >
            {entry.question}
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            {entry.answer.map((paragraph) => (
              <Typography key={paragraph} sx={{ color: 'text.secondary', mt: 1 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
