import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { CurrentUserState } from '../hooks/use-current-user';

export interface UserPendingProps {
  /** The state while it is not ready. */
  state: Exclude<CurrentUserState, { status: 'ready' }>;
  /** Accessible name of the spinner, e.g. "Loading your profile". */
  label: string;
}

/** What a page shows until the user is loaded: a spinner, or the failure with a retry. */
export function UserPending({ state, label }: UserPendingProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 8 }}>
      {state.status === 'loading' ? (
        <CircularProgress aria-label={label} />
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={state.retry}>
              Try again
            </Button>
          }
        >
          We could not load your account.
        </Alert>
      )}
    </Box>
  );
}
