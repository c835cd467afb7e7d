import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { userContextTexts } from '../user-context-texts';

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
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void query.refetch();
              }}
            >
              {userContextTexts.retry}
            </Button>
          }
        >
          {userContextTexts.loadFailed}
        </Alert>
      ) : (
        <CircularProgress aria-label={label} />
      )}
    </Box>
  );
}
