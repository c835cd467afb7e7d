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
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { broadcastLimits } from '@kinderwait/contract/broadcast';
import type { IncomingBroadcast } from '@kinderwait/contract/broadcast';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useIncomingBroadcasts } from '../../../api/broadcast/get-incoming-broadcasts';
import { useChildcareProvider } from '../../../api/childcare-provider/get-childcare-provider';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { todayIso } from '../../../components/care-filters/start-date';
import { useAnswerIncoming } from '../api/answer-incoming';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import type { BroadcastMessages } from '../broadcast-messages';
import {
  ageMonthsWords,
  broadcastErrorWords,
  formatDay,
  namesOrAny,
} from '../lib/broadcast-format';
import { DetailsList } from './need-details';
import { ListPage } from './list-page';
import { ageGroupName } from '../../../lib/catalogue-names';

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
  messages,
  broadcast,
  ageGroups,
  onClose,
}: {
  messages: BroadcastMessages;
  broadcast: IncomingBroadcast;
  /** The provider's age groups; undefined while the profile loads. */
  ageGroups: readonly ProviderAgeGroup[] | undefined;
  onClose: () => void;
}) {
  const { t, language } = messages;
  const today = todayIso();
  const answer = useAnswerIncoming();
  const [chosenGroup, setAgeGroupId] = useState<number | undefined>(undefined);
  const ageGroupId = chosenGroup ?? proposedAgeGroup(broadcast, ageGroups ?? []);
  const [startDate, setStartDate] = useState(proposedStartDate(broadcast, today));
  const [note, setNote] = useState(broadcast.note ?? '');
  const tooLong = note.trim().length > broadcastLimits.noteMaxLength;
  const canSend = ageGroupId !== undefined && startDate !== '' && !tooLong;
  const titleId = `incoming-dialog-${broadcast.id}`;
  const count = t('incomingNoteCount', {
    length: note.trim().length,
    max: broadcastLimits.noteMaxLength,
  });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('incomingDialogTitle')}</DialogTitle>
      <DialogContent>
        {ageGroups === undefined ? (
          <CircularProgress aria-label={t('loading')} />
        ) : ageGroups.length === 0 ? (
          <Alert severity="info">
            {richMessage(messages, 'incomingProfileLink', {
              noAgeGroups: t('incomingNoAgeGroups'),
              link: (chunks) => (
                <RouterLink to={paths.app.broadcastProfile.getHref()}>{chunks}</RouterLink>
              ),
            })}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('ageGroupLabel')}
              value={ageGroupId ?? ''}
              onChange={(event) => {
                setAgeGroupId(Number(event.target.value));
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {ageGroups.map((group) => (
                <option key={group.id} value={group.id}>
                  {ageGroupName(language, group)}
                </option>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('startDateLabel')}
              value={startDate}
              required
              onChange={(event) => {
                setStartDate(event.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            />
            <TextField
              label={t('incomingNoteLabel')}
              value={note}
              multiline
              minRows={3}
              onChange={(event) => {
                setNote(event.target.value);
              }}
              error={tooLong}
              helperText={
                tooLong
                  ? t('incomingNoteTooLongCount', {
                      tooLong: t('incomingNoteTooLong', { max: broadcastLimits.noteMaxLength }),
                      count,
                    })
                  : count
              }
            />
          </Stack>
        )}
        {answer.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('failedWithReason', {
              failed: t('answerFailed'),
              reason: errorMessageFor(answer.error, broadcastErrorWords(messages)),
            })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
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
          {t('incomingSend')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function IncomingItem({
  messages,
  broadcast,
  onInterested,
}: {
  messages: BroadcastMessages;
  broadcast: IncomingBroadcast;
  onInterested: (broadcast: IncomingBroadcast) => void;
}) {
  const { t, intl, language } = messages;
  const notNow = useAnswerIncoming();
  const { need } = broadcast;
  const age = ageMonthsWords(messages, need.ageMonthsAtStart);
  const title = t('incomingHeading', { age, ageGroup: ageGroupName(language, need.ageGroup) });
  const yourAnswer =
    broadcast.answer === null
      ? null
      : t('incomingYourAnswer', {
          answer: broadcast.answer === 'interested' ? t('answerInterested') : t('answerNotNow'),
        });
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
          {t('incomingReceived', { date: formatDay(messages, broadcast.receivedAt) })}
        </Typography>
        <DetailsList
          rows={[
            { label: t('incomingAgeAtStart'), value: age },
            {
              label: t('startDateLabel'),
              value: calendarDateWords(intl, language, need.requestedStartDate),
            },
            { label: t('scheduleLabel'), value: need.scheduleSentence ?? t('anySchedule') },
            {
              label: t('distanceLabel'),
              value: t('incomingDistanceValue', { km: broadcast.distanceKm }),
            },
            { label: t('careKindsLabel'), value: namesOrAny(messages, need.childcareTypes) },
            { label: t('feesLabel'), value: namesOrAny(messages, need.paymentOptions) },
          ]}
        />
        {yourAnswer === null ? null : (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {broadcast.answer === 'interested' &&
            broadcast.offeredAgeGroup !== null &&
            broadcast.offeredStartDate !== null
              ? t('incomingAnswerOffered', {
                  answer: yourAnswer,
                  offered: t('incomingOffered', {
                    ageGroup: broadcast.offeredAgeGroup.name,
                    date: calendarDateWords(intl, language, broadcast.offeredStartDate),
                  }),
                })
              : yourAnswer}
          </Typography>
        )}
        {broadcast.parentDecision === null ? null : (
          <Typography sx={{ mt: 1 }}>
            {broadcast.parentDecision === 'accepted'
              ? t('incomingDecidedAccepted')
              : t('incomingDecidedDeclined')}
          </Typography>
        )}
        {!broadcast.open && broadcast.parentDecision === null ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('incomingClosed')}</Typography>
        ) : null}
        {answerable ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Button
              variant={broadcast.answer === 'interested' ? 'outlined' : 'contained'}
              aria-label={t('incomingInterestedLabel', { what: title })}
              onClick={() => {
                onInterested(broadcast);
              }}
            >
              {t('answerInterested')}
            </Button>
            <Button
              disabled={notNow.isPending || broadcast.answer === 'not_now'}
              aria-label={t('incomingNotNowLabel', { what: title })}
              onClick={() => {
                notNow.mutate({ deliveryId: broadcast.id, body: { answer: 'not_now' } });
              }}
            >
              {t('answerNotNow')}
            </Button>
          </Stack>
        ) : null}
        {notNow.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('failedWithReason', {
              failed: t('answerFailed'),
              reason: errorMessageFor(notNow.error, broadcastErrorWords(messages)),
            })}
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
  return (
    <Suspense fallback={null}>
      <IncomingContent />
    </Suspense>
  );
}

function IncomingContent() {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const incoming = useIncomingBroadcasts();
  const profile = useChildcareProvider();
  const [answering, setAnswering] = useState<IncomingBroadcast | null>(null);
  return (
    <ListPage
      title={t('incomingTitle')}
      intro={t('incomingIntro')}
      items={incoming.data?.items}
      error={incoming.error}
      onRetry={() => void incoming.refetch()}
      failedText={t('incomingLoadFailed')}
      emptyText={t('incomingEmpty')}
      renderItem={(broadcast) => (
        <IncomingItem
          key={broadcast.id}
          messages={messages}
          broadcast={broadcast}
          onInterested={setAnswering}
        />
      )}
    >
      {answering === null ? null : (
        <InterestedDialog
          messages={messages}
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
