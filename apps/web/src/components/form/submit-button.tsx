import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export interface SubmitButtonProps {
  /** While the submit runs the button is disabled, so a form is never sent twice. */
  submitting: boolean;
  children: ReactNode;
}

/** A form's main action. */
export function SubmitButton({ submitting, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={submitting}>
      {children}
    </Button>
  );
}
