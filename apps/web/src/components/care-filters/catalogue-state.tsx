import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMessages } from '../../lib/i18n/use-messages';
import { careFiltersCatalogue } from './care-filters-messages';

/** A catalogue's state while it loads or when it failed. */
export function CatalogueState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useMessages(careFiltersCatalogue);
  return isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('catalogueFailed')}
    </Alert>
  ) : (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress aria-label={t('loadingCatalogue')} />
    </Box>
  );
}
