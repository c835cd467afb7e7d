import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { User } from '@kinderwait/contract/users';
import { getUser } from '../api/get-user';
import { profileTexts } from '../profile-texts';
import { ProfileForm } from './profile-form';

export interface EditUserProfilePageProps {
  userId: string;
  cancelHref: string;
  onSaved: (user: User) => void;
}

type LoadState = { status: 'loading' } | { status: 'ready'; user: User } | { status: 'failed' };

/** /user-profile/edit (SPEC 2.11): the form starts from the server's copy (GET /api/users/{id}). */
export function EditUserProfilePage({ userId, cancelHref, onSaved }: EditUserProfilePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: LoadState }>();
  const key = `${userId}:${String(attempt)}`;

  useEffect(() => {
    const controller = new AbortController();
    getUser(userId, controller.signal).then(
      (user) => {
        setResult({ key, state: { status: 'ready', user } });
      },
      () => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [userId, key]);

  const state: LoadState = result?.key === key ? result.state : { status: 'loading' };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {profileTexts.editTitle}
      </Typography>
      {state.status === 'loading' && (
        <CircularProgress sx={{ mt: 4 }} aria-label="Loading your profile" />
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 4 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                setAttempt((previous) => previous + 1);
              }}
            >
              {profileTexts.retry}
            </Button>
          }
        >
          {profileTexts.loadFailed}
        </Alert>
      )}
      {state.status === 'ready' && (
        <ProfileForm user={state.user} cancelHref={cancelHref} onSaved={onSaved} />
      )}
    </Container>
  );
}
