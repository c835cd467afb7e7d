import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BroadcastInvitation } from '@kinderwait/contract/broadcast';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useBroadcastInvitations } from '../../../api/broadcast/get-broadcast-invitations';
import { useRequestInvitation } from '../api/request-invitation';
import { broadcastErrorWords, broadcastTexts } from '../broadcast-texts';
import { formatDay } from '../lib/broadcast-format';
import { ListPage } from './list-page';

const texts = broadcastTexts.invitations;

function InvitationItem({ invitation }: { invitation: BroadcastInvitation }) {
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
        <Typography color="text.secondary">{texts.forChild(child.firstName)}</Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {texts.spaces(spot.availableSpaces, spot.ageGroup.name)}
        </Typography>
        {spot.availableStartDate === null ? null : (
          <Typography>{texts.from(formatStartDate(spot.availableStartDate))}</Typography>
        )}
        <Typography>{texts.distance(invitation.distanceKm)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {broadcastTexts.incoming.received(formatDay(invitation.receivedAt))}
        </Typography>
        {invitation.onProvidersWaitlist ? (
          <Typography variant="body2">{texts.onWaitlist}</Typography>
        ) : null}
        {invitation.requestId !== null ? (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {texts.sent}{' '}
            <RouterLink to={paths.app.childcareRequests.getHref(child.id)}>
              {texts.seeRequests}
            </RouterLink>
          </Alert>
        ) : closed ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{texts.closed}</Typography>
        ) : (
          <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              disabled={request.isPending}
              aria-label={texts.sendLabel(spot.providerName, child.firstName)}
              onClick={() => {
                request.mutate(invitation.id);
              }}
            >
              {request.isPending ? texts.sending : texts.send}
            </Button>
            {request.isError ? (
              <Alert severity="error" role="alert">
                {texts.failed} {errorMessageFor(request.error, broadcastErrorWords)}
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
  const invitations = useBroadcastInvitations();
  return (
    <ListPage
      title={texts.title}
      intro={texts.intro}
      items={invitations.data?.items}
      error={invitations.error}
      onRetry={() => void invitations.refetch()}
      failedText={texts.loadFailed}
      emptyText={texts.empty}
      renderItem={(invitation) => <InvitationItem key={invitation.id} invitation={invitation} />}
    />
  );
}
