import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareRequestsCatalogue } from '../childcare-requests-messages';

/** Hidden from the eye, read by screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface PositionIndicatorProps {
  /** 1 = next in line. */
  position: number;
  /** Families waiting on the list (at least `position`). */
  size: number;
}

/**
 * The child's place in line at a glance: "#3 of 12" over a bar that fills as the child moves to
 * the front (full when next in line). Screen readers hear one sentence instead of both.
 */
export function PositionIndicator({ position, size }: PositionIndicatorProps) {
  const total = Math.max(size, position);
  const ahead = Math.min(Math.max(position - 1, 0), total);
  const filled = total === 0 ? 0 : ((total - ahead) / total) * 100;
  const { t } = useMessages(childcareRequestsCatalogue);
  return (
    <Box sx={{ minWidth: 120, maxWidth: 200 }}>
      <Box
        aria-hidden
        // Wraps: French's "Prochaine sur la liste" does not fit beside the place at 320 px.
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
      >
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
          {t('positionShort', { position, size: total })}
        </Typography>
        {position === 1 ? (
          <Typography component="span" variant="body2" color="success.main">
            {t('nextInLine')}
          </Typography>
        ) : null}
      </Box>
      <Box
        aria-hidden
        data-testid="position-bar"
        sx={{
          mt: 0.5,
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${String(filled)}%`,
            borderRadius: 4,
            bgcolor: position === 1 ? 'success.main' : 'primary.main',
          }}
        />
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {position === 1
          ? t('positionFirst', { size: total })
          : t('positionLong', { position, size: total, ahead: position - 1 })}
      </Box>
    </Box>
  );
}
