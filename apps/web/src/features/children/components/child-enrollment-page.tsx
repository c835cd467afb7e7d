import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import type { ChildInfo } from '@kinderwait/contract/children';
import { childrenErrorCodes } from '@kinderwait/contract/children';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { apiErrorCodeOf } from '../../../api/error-words';
import { useChildInfo } from '../../../api/children/get-child-info';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import { ChildForm } from './child-form';

export interface ChildEnrollmentPageProps {
  /** `?childId=` of the address: the child to edit; a new child without it. */
  childId?: string;
  /** The children list: where Cancel and "Back" lead. */
  listHref: string;
  onSaved: (child: ChildInfo, created: boolean) => void;
}

function NotFound({ listHref }: { listHref: string }) {
  const { t } = useMessages(childrenCatalogue);
  return (
    <Alert
      severity="warning"
      sx={{ mt: 4 }}
      action={
        <Button color="inherit" component={RouterLink} to={listHref}>
          {t('formBackToList')}
        </Button>
      }
    >
      {t('formNotFound')}
    </Alert>
  );
}

function EditChild({ childId, listHref, onSaved }: Required<ChildEnrollmentPageProps>) {
  const { t } = useMessages(childrenCatalogue);
  const child = useChildInfo(childId);
  if (child.data !== undefined) {
    // Keyed by the saved copy, so a form opened on one child never keeps another's values.
    return (
      <ChildForm key={child.data.id} child={child.data} cancelHref={listHref} onSaved={onSaved} />
    );
  }
  if (child.isError) {
    if (apiErrorCodeOf(child.error) === childrenErrorCodes.childNotFound) {
      return <NotFound listHref={listHref} />;
    }
    return (
      <LoadFailedAlert
        sx={{ mt: 4 }}
        error={child.error}
        retryLabel={t('retry')}
        onRetry={() => void child.refetch()}
      >
        {t('formLoadFailed')}
      </LoadFailedAlert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('formLoading')} />
    </Box>
  );
}

/**
 * /child-enrollment (docs/product/waitlist.md#the-child-information-form): the child information
 * form for a new child, or, with `?childId=`, for one of the parent's children loaded from GET
 * /enrollment/getChildInfo.
 */
export function ChildEnrollmentPage(props: ChildEnrollmentPageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <ChildEnrollmentContent {...props} />
    </Suspense>
  );
}

function ChildEnrollmentContent({ childId, listHref, onSaved }: ChildEnrollmentPageProps) {
  const { t } = useMessages(childrenCatalogue);
  const editing = childId !== undefined;
  const validId = childId === undefined || z.uuid().safeParse(childId).success;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {editing ? t('formEditTitle') : t('formNewTitle')}
      </Typography>
      {editing ? null : (
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('formIntro')}</Typography>
      )}
      {!validId ? <NotFound listHref={listHref} /> : null}
      {validId && childId !== undefined ? (
        <EditChild childId={childId} listHref={listHref} onSaved={onSaved} />
      ) : null}
      {childId === undefined ? <ChildForm cancelHref={listHref} onSaved={onSaved} /> : null}
    </Container>
  );
}
