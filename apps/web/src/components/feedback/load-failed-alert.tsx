import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { isWorthRetrying } from '../../api/retry-policy';

export interface LoadFailedAlertProps {
  /** What failed to load and why, in the feature's words. */
  children: ReactNode;
  /** The failed read's error: decides whether a retry is offered. */
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  sx?: SxProps<Theme>;
}

/**
 * A read that failed. "Try again" shows only when asking again can give another answer (see
 * isWorthRetrying): a child that is not found stays not found.
 */
export function LoadFailedAlert({
  children,
  error,
  onRetry,
  retryLabel,
  sx,
}: LoadFailedAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        isWorthRetrying(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
