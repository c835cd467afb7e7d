import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BroadcastInvitation } from '@kinderwait/contract/broadcast';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useBroadcastInvitations } from '../../../api/broadcast/get-broadcast-invitations';
import { useRequestInvitation } from '../api/request-invitation';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import type { BroadcastMessages } from '../broadcast-messages';
import { broadcastErrorWords, formatDay } from '../lib/broadcast-format';
import { ListPage } from './list-page';
import { ageGroupName } from '../../../lib/catalogue-names';

function InvitationItem({
  messages,
  invitation,
}: {
  messages: BroadcastMessages;
  invitation: BroadcastInvitation;
}) {
  const { t, intl, language } = messages;
  const request = useRequestInvitation();
  const { spot, child } = invitation;
  const headingId = `broadcast-invitation-${invitation.id}`;
  const closed = !invitation.open && invitation.requestId === null;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2, opacity: closed ? 0.6 : 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {spot.providerName}
        </Typography>
        <Typography color="text.secondary">
          {t('forChild', { firstName: child.firstName })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {t('invitationsSpaces', {
            count: spot.availableSpaces,
            ageGroup: ageGroupName(language, spot.ageGroup),
          })}
        </Typography>
        {spot.availableStartDate === null ? null : (
          <Typography>
            {t('invitationsFrom', {
              date: calendarDateWords(intl, language, spot.availableStartDate),
            })}
          </Typography>
        )}
        <Typography>{t('kmAway', { km: invitation.distanceKm })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('incomingReceived', { date: formatDay(messages, invitation.receivedAt) })}
        </Typography>
        {invitation.onProvidersWaitlist ? (
          <Typography variant="body2">{t('invitationsOnWaitlist')}</Typography>
        ) : null}
        {invitation.requestId !== null ? (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {richMessage(messages, 'invitationsSeeRequests', {
              sent: t('invitationsSent'),
              link: (chunks) => (
                <RouterLink to={paths.app.childcareRequests.getHref(child.id)}>{chunks}</RouterLink>
              ),
            })}
          </Alert>
        ) : closed ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('invitationsClosed')}</Typography>
        ) : (
          <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              disabled={request.isPending}
              aria-label={t('invitationsSendLabel', {
                provider: spot.providerName,
                child: child.firstName,
              })}
              onClick={() => {
                request.mutate(invitation.id);
              }}
            >
              {request.isPending ? t('sending') : t('invitationsSend')}
            </Button>
            {request.isError ? (
              <Alert severity="error" role="alert">
                {t('failedWithReason', {
                  failed: t('invitationsFailed'),
                  reason: errorMessageFor(request.error, broadcastErrorWords(messages)),
                })}
              </Alert>
            ) : null}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

/**
 * /broadcast/invitations: the spot broadcasts that reached the parent's children, newest first;
 * "Send a request" puts the child on that provider's waitlist, in one tap.
 */
export function InvitationsPage() {
  return (
    <Suspense fallback={null}>
      <InvitationsContent />
    </Suspense>
  );
}

function InvitationsContent() {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const invitations = useBroadcastInvitations();
  return (
    <ListPage
      title={t('invitationsTitle')}
      intro={t('invitationsIntro')}
      items={invitations.data?.items}
      error={invitations.error}
      onRetry={() => void invitations.refetch()}
      failedText={t('invitationsLoadFailed')}
      emptyText={t('invitationsEmpty')}
      renderItem={(invitation) => (
        <InvitationItem key={invitation.id} messages={messages} invitation={invitation} />
      )}
    />
  );
}
