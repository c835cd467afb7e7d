import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import type { User } from '@kinderwait/contract/users';
import { useUser } from '../api/get-user';
import { useMessages } from '../../../lib/i18n/use-messages';
import { profileCatalogue } from '../profile-messages';
import { ProfileForm } from './profile-form';

export interface EditUserProfilePageProps {
  userId: string;
  cancelHref: string;
  onSaved: (user: User) => void;
}

/**
 * /user-profile/edit (docs/product/accounts.md#profiles): the form starts from the server's copy
 * (GET /api/users/{id}), which the route loads before the screen opens; a failure offers a retry.
 */
export function EditUserProfilePage(props: EditUserProfilePageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <EditUserProfileContent {...props} />
    </Suspense>
  );
}

function EditUserProfileContent({ userId, cancelHref, onSaved }: EditUserProfilePageProps) {
  const { t } = useMessages(profileCatalogue);
  const { data: user, isError, isFetching, refetch } = useUser(userId);
  const failed = user === undefined && isError && !isFetching;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('editTitle')}
      </Typography>
      {user === undefined && !failed && (
        <CircularProgress sx={{ mt: 4 }} aria-label={t('loading')} />
      )}
      {failed && (
        <Alert
          severity="error"
          sx={{ mt: 4 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                void refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {user !== undefined && <ProfileForm user={user} cancelHref={cancelHref} onSaved={onSaved} />}
    </Container>
  );
}
