import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { careFiltersTexts as texts } from './care-filters-texts';

/** A catalogue's state while it loads or when it failed. */
export function CatalogueState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  return isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    >
      {texts.catalogueFailed}
    </Alert>
  ) : (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress aria-label={texts.loadingCatalogue} />
    </Box>
  );
}
