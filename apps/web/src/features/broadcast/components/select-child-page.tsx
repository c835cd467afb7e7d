import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { ageLabel } from '@kinderwait/contract/rules/age-label';
import { ageLabelWords } from '../../../components/age-words/age-words';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { paths } from '../../../config/paths';
import { useChildren } from '../../../api/children/get-children';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import { PageState } from './page-state';

/** /broadcast/select-child (familyBroadcast.create): the child a family broadcast is about. */
export function SelectChildPage() {
  return (
    <Suspense fallback={null}>
      <SelectChildContent />
    </Suspense>
  );
}

function SelectChildContent() {
  const { t } = useMessages(broadcastCatalogue);
  const ageMessages = useMessages(ageWordsCatalogue);
  // An unborn child has no age label yet: nothing is said rather than a code.
  const childAgeLabel = (dateOfBirth: string) => {
    const label = ageLabel(dateOfBirth);
    return label === '' ? '' : ageLabelWords(ageMessages, label);
  };
  const children = useChildren();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('selectChildTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('selectChildIntro')}</Typography>
      {children.data === undefined ? (
        <PageState
          error={children.error}
          failedText={t('selectChildLoadFailed')}
          loadingLabel={t('loading')}
          onRetry={() => void children.refetch()}
        />
      ) : children.data.items.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('selectChildNoChildren')}</Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.app.childEnrollment.getHref()}
          >
            {t('selectChildAddChild')}
          </Button>
        </Stack>
      ) : (
        <List disablePadding>
          {children.data.items.map((child) => (
            <ListItem key={child.id} disableGutters>
              <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
                <Typography component="h2" variant="h6">
                  {child.firstName}
                </Typography>
                <Typography color="text.secondary">{childAgeLabel(child.dateOfBirth)}</Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {child.waitlist.waitlistTicketId === null
                    ? t('selectChildNoTicketNote')
                    : t('selectChildTicketNote')}
                </Typography>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paths.app.broadcastFilterSelection.getHref(child.id)}
                >
                  {t('broadcastFor', { firstName: child.firstName })}
                </Button>
              </Paper>
            </ListItem>
          ))}
        </List>
      )}
    </Container>
  );
}
