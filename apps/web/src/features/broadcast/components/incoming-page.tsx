import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { broadcastLimits } from '@kinderwait/contract/broadcast';
import type { IncomingBroadcast } from '@kinderwait/contract/broadcast';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useIncomingBroadcasts } from '../../../api/broadcast/get-incoming-broadcasts';
import { useChildcareProvider } from '../../../api/childcare-provider/get-childcare-provider';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { todayIso } from '../../../components/care-filters/start-date';
import { useAnswerIncoming } from '../api/answer-incoming';
import { broadcastErrorWords, broadcastTexts } from '../broadcast-texts';
import { formatDay, namesOrAny } from '../lib/broadcast-format';
import { DetailsList } from './need-details';
import { ListPage } from './list-page';

const texts = broadcastTexts.incoming;

/** The start date the dialog proposes: the one answered before, else the family's (not past). */
function proposedStartDate(broadcast: IncomingBroadcast, today: string): string {
  if (broadcast.offeredStartDate !== null) return broadcast.offeredStartDate;
  return broadcast.need.requestedStartDate < today ? today : broadcast.need.requestedStartDate;
}

/** The age group the dialog proposes: the one answered before, else the family's if offered. */
function proposedAgeGroup(broadcast: IncomingBroadcast, groups: readonly ProviderAgeGroup[]) {
  const wanted = broadcast.offeredAgeGroup?.id ?? broadcast.need.ageGroup.id;
  return groups.find((group) => group.id === wanted)?.id ?? groups[0]?.id;
}

function InterestedDialog({
  broadcast,
  ageGroups,
  onClose,
}: {
  broadcast: IncomingBroadcast;
  /** The provider's age groups; undefined while the profile loads. */
  ageGroups: readonly ProviderAgeGroup[] | undefined;
  onClose: () => void;
}) {
  const today = todayIso();
  const answer = useAnswerIncoming();
  const [chosenGroup, setAgeGroupId] = useState<number | undefined>(undefined);
  const ageGroupId = chosenGroup ?? proposedAgeGroup(broadcast, ageGroups ?? []);
  const [startDate, setStartDate] = useState(proposedStartDate(broadcast, today));
  const [note, setNote] = useState(broadcast.note ?? '');
  const tooLong = note.trim().length > broadcastLimits.noteMaxLength;
  const canSend = ageGroupId !== undefined && startDate !== '' && !tooLong;
  const titleId = `incoming-dialog-${broadcast.id}`;

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{texts.dialogTitle}</DialogTitle>
      <DialogContent>
        {ageGroups === undefined ? (
          <CircularProgress aria-label={broadcastTexts.loading} />
        ) : ageGroups.length === 0 ? (
          <Alert severity="info">
            {texts.noAgeGroups}{' '}
            <RouterLink to={paths.app.broadcastProfile.getHref()}>{texts.profileLink}</RouterLink>
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={texts.ageGroupLabel}
              value={ageGroupId ?? ''}
              onChange={(event) => {
                setAgeGroupId(Number(event.target.value));
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {ageGroups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </TextField>
            <TextField
              type="date"
              label={texts.startDateLabel}
              value={startDate}
              required
              onChange={(event) => {
                setStartDate(event.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            />
            <TextField
              label={texts.noteLabel}
              value={note}
              multiline
              minRows={3}
              onChange={(event) => {
                setNote(event.target.value);
              }}
              error={tooLong}
              helperText={
                tooLong
                  ? `${texts.noteTooLong} (${texts.noteCount(note.trim().length)})`
                  : texts.noteCount(note.trim().length)
              }
            />
          </Stack>
        )}
        {answer.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {texts.failed} {errorMessageFor(answer.error, broadcastErrorWords)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button
          variant="contained"
          disabled={!canSend || answer.isPending}
          onClick={() => {
            if (ageGroupId === undefined) return;
            const trimmed = note.trim();
            answer.mutate(
              {
                deliveryId: broadcast.id,
                body: {
                  answer: 'interested',
                  ageGroupId,
                  startDate,
                  note: trimmed === '' ? null : trimmed,
                },
              },
              { onSuccess: onClose },
            );
          }}
        >
          {texts.send}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function IncomingItem({
  broadcast,
  onInterested,
}: {
  broadcast: IncomingBroadcast;
  onInterested: (broadcast: IncomingBroadcast) => void;
}) {
  const notNow = useAnswerIncoming();
  const { need } = broadcast;
  const title = texts.heading(texts.ageMonths(need.ageMonthsAtStart), need.ageGroup.name);
  const headingId = `incoming-${broadcast.id}`;
  const answerable = broadcast.open && broadcast.parentDecision === null;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          ...(answerable ? {} : { bgcolor: 'action.hover', color: 'text.secondary' }),
        }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {texts.received(formatDay(broadcast.receivedAt))}
        </Typography>
        <DetailsList
          rows={[
            { label: texts.ageAtStart, value: texts.ageMonths(need.ageMonthsAtStart) },
            { label: texts.startDate, value: formatStartDate(need.requestedStartDate) },
            { label: texts.schedule, value: need.scheduleSentence ?? texts.anySchedule },
            { label: texts.distance, value: texts.distanceValue(broadcast.distanceKm) },
            { label: texts.careKinds, value: namesOrAny(need.childcareTypes) },
            { label: texts.payment, value: namesOrAny(need.paymentOptions) },
          ]}
        />
        {broadcast.answer === null ? null : (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {texts.yourAnswer(texts.answer[broadcast.answer])}
            {broadcast.answer === 'interested' &&
            broadcast.offeredAgeGroup !== null &&
            broadcast.offeredStartDate !== null
              ? ` · ${texts.offered(broadcast.offeredAgeGroup.name, formatStartDate(broadcast.offeredStartDate))}`
              : ''}
          </Typography>
        )}
        {broadcast.parentDecision === null ? null : (
          <Typography sx={{ mt: 1 }}>{texts.decided[broadcast.parentDecision]}</Typography>
        )}
        {!broadcast.open && broadcast.parentDecision === null ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{texts.closed}</Typography>
        ) : null}
        {answerable ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Button
              variant={broadcast.answer === 'interested' ? 'outlined' : 'contained'}
              aria-label={texts.interestedLabel(title)}
              onClick={() => {
                onInterested(broadcast);
              }}
            >
              {texts.answer.interested}
            </Button>
            <Button
              disabled={notNow.isPending || broadcast.answer === 'not_now'}
              aria-label={texts.notNowLabel(title)}
              onClick={() => {
                notNow.mutate({ deliveryId: broadcast.id, body: { answer: 'not_now' } });
              }}
            >
              {texts.answer.not_now}
            </Button>
          </Stack>
        ) : null}
        {notNow.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {texts.failed} {errorMessageFor(notNow.error, broadcastErrorWords)}
          </Alert>
        ) : null}
      </Paper>
    </Box>
  );
}

/**
 * /broadcast/incoming (broadcast.answer): the family broadcasts that match the provider's profile,
 * newest first, each with the child's age at the start date, age group, schedule sentence, start
 * date, distance, kinds of care and payment options (no name, contact or address). The provider
 * answers "Interested" (age group, start date, an optional note) or "Not now", and may change the
 * answer until the parent decides; closed ones are greyed.
 */
export function IncomingPage() {
  const incoming = useIncomingBroadcasts();
  const profile = useChildcareProvider();
  const [answering, setAnswering] = useState<IncomingBroadcast | null>(null);
  return (
    <ListPage
      title={texts.title}
      intro={texts.intro}
      items={incoming.data?.items}
      error={incoming.error}
      onRetry={() => void incoming.refetch()}
      failedText={texts.loadFailed}
      emptyText={texts.empty}
      renderItem={(broadcast) => (
        <IncomingItem key={broadcast.id} broadcast={broadcast} onInterested={setAnswering} />
      )}
    >
      {answering === null ? null : (
        <InterestedDialog
          broadcast={answering}
          ageGroups={profile.data?.ageGroups}
          onClose={() => {
            setAnswering(null);
          }}
        />
      )}
    </ListPage>
  );
}
