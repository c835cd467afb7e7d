import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface AuthFrameProps {
  title: string;
  intro?: ReactNode;
  /** Moves focus to the heading when shown, so screen readers announce a step that replaced the form. */
  focusHeading?: boolean;
  children?: ReactNode;
}

/** The frame of the sign-in, register and confirmation screens: one heading, a short intro, content. */
export function AuthFrame({ title, intro, focusHeading = false, children }: AuthFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, title]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography
        ref={heading}
        component="h1"
        variant="h4"
        tabIndex={-1}
        sx={{ fontWeight: 800, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography component="div" sx={{ mt: 2, color: 'text.secondary' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
