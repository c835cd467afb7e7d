import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessageFor } from '../../../api/error-words';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { broadcastErrorWords, broadcastTexts } from '../broadcast-texts';

/** A read still loading (a labelled spinner) or failed (its words, and Try again when it may help). */
export function PageState({
  error,
  failedText,
  loadingLabel,
  onRetry,
}: {
  error: unknown;
  failedText: string;
  loadingLabel: string;
  onRetry: () => void;
}) {
  if (error !== null && error !== undefined) {
    return (
      <LoadFailedAlert
        error={error}
        retryLabel={broadcastTexts.retry}
        onRetry={onRetry}
        sx={{ my: 2 }}
      >
        {failedText} {errorMessageFor(error, broadcastErrorWords)}
      </LoadFailedAlert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={loadingLabel} />
    </Box>
  );
}
