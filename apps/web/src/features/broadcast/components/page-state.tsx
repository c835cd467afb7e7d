import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessageFor } from '../../../api/error-words';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import { broadcastErrorWords } from '../lib/broadcast-format';

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
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  if (error !== null && error !== undefined) {
    return (
      <LoadFailedAlert error={error} retryLabel={t('retry')} onRetry={onRetry} sx={{ my: 2 }}>
        {t('failedWithReason', {
          failed: failedText,
          reason: errorMessageFor(error, broadcastErrorWords(messages)),
        })}
      </LoadFailedAlert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={loadingLabel} />
    </Box>
  );
}
