import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMessages } from '../../../lib/i18n/use-messages';
import { userContextCatalogue } from '../user-context-messages';

export interface UserPendingProps {
  /** The user query (`useCurrentUser()`) while it has no user. */
  query: { isError: boolean; refetch: () => unknown };
  /** Accessible name of the spinner, e.g. "Loading your profile". */
  label: string;
}

/** What a page shows until the user is loaded: a spinner, or the failure with a retry. */
export function UserPending({ query, label }: UserPendingProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 8 }}>
      {query.isError ? (
        // The failure's words load with it, the first time (the spinner stays meanwhile).
        <Suspense fallback={<CircularProgress aria-label={label} />}>
          <LoadFailed query={query} />
        </Suspense>
      ) : (
        <CircularProgress aria-label={label} />
      )}
    </Box>
  );
}

function LoadFailed({ query }: Pick<UserPendingProps, 'query'>) {
  const { t } = useMessages(userContextCatalogue);
  return (
    <Alert
      severity="error"
      action={
        <Button
          color="inherit"
          onClick={() => {
            void query.refetch();
          }}
        >
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')}
    </Alert>
  );
}
