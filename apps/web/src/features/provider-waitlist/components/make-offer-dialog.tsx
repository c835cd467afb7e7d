import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import type { CreateOfferBody, ProviderOffer } from '@kinderwait/contract/offers';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { errorMessageFor } from '../../../api/error-words';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useMakeOffer } from '../api/make-offer';
import { defaultAgeGroupId, defaultDeadline, defaultStartDate } from '../lib/offer-defaults';
import { ageGroupName } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { calendarDay } from '../lib/toronto';
import { waitlistErrorWords } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

interface FormProps {
  providerId: string;
  entry: ProviderWaitlistEntry;
  ageGroups: readonly ProviderAgeGroup[];
  deadlineDays: number;
  titleId: string;
  onClose: () => void;
  onSent: (offer: ProviderOffer) => void;
}

function OfferForm({
  providerId,
  entry,
  ageGroups,
  deadlineDays,
  titleId,
  onClose,
  onSent,
}: FormProps) {
  const messages = useMessages(providerWaitlistCatalogue);
  const { word } = useValidationWords();
  const { t } = messages;
  const today = todayInTimeZone();
  const [groupId, setGroupId] = useState(() => defaultAgeGroupId(entry, ageGroups));
  const group = ageGroups.find((item) => item.id === groupId);
  const [startDate, setStartDate] = useState(() => defaultStartDate(entry, group, today));
  const standardDeadline = defaultDeadline(today, deadlineDays);
  const [deadlineKind, setDeadlineKind] = useState<'default' | 'custom'>('default');
  const [deadline, setDeadline] = useState(standardDeadline);
  const [localErrors, setLocalErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const offer = useMakeOffer(providerId, { onSuccess: onSent });
  const serverErrors = fieldErrorsOf(offer.error, word);
  const errorOf = (field: string) => localErrors.get(field) ?? serverErrors.get(field);
  const named = ['ageGroupId', 'startDate', 'deadline'].some(
    (field) => errorOf(field) !== undefined,
  );
  const otherError =
    offer.error !== null && !named
      ? errorMessageFor(offer.error, waitlistErrorWords(t))
      : undefined;
  const spaces = group?.availableSpaces ?? 0;
  const descriptionId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = new Map<string, string>();
    if (startDate === '') errors.set('startDate', t('offerStartRequired'));
    if (deadlineKind === 'custom' && deadline === '')
      errors.set('deadline', t('offerDeadlineRequired'));
    setLocalErrors(errors);
    if (errors.size > 0 || groupId === undefined) return;
    const body: CreateOfferBody = {
      requestId: entry.requestId,
      ageGroupId: groupId,
      startDate,
      ...(deadlineKind === 'custom' ? { deadline } : {}),
    };
    offer.mutate(body);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>{t('offerTitle', { child: entry.childFirstName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('offerAgeGroup')}
            value={groupId ?? ''}
            error={errorOf('ageGroupId') !== undefined}
            helperText={
              errorOf('ageGroupId') ??
              (spaces > 0 ? t('offerSpacesLeft', { count: spaces }) : t('offerNoSpaces'))
            }
            onChange={(event) => {
              const next = Number(event.target.value);
              setGroupId(next);
              setStartDate(
                defaultStartDate(
                  entry,
                  ageGroups.find((item) => item.id === next),
                  today,
                ),
              );
            }}
          >
            {ageGroups.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {ageGroupName(messages.language, item)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('offerStartDate')}
            value={startDate}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            error={errorOf('startDate') !== undefined}
            helperText={
              errorOf('startDate') ?? (startDate === '' ? '' : calendarDay(messages, startDate))
            }
            onChange={(event) => {
              setStartDate(event.target.value);
            }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-deadline`}>{t('offerDeadlineKind')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-deadline`}
              value={deadlineKind}
              onChange={(event) => {
                setDeadlineKind(event.target.value === 'custom' ? 'custom' : 'default');
              }}
            >
              <FormControlLabel
                value="default"
                control={<Radio />}
                label={t('offerDefaultDeadline', {
                  days: deadlineDays,
                  date: calendarDay(messages, standardDeadline),
                })}
              />
              <FormControlLabel
                value="custom"
                control={<Radio />}
                label={t('offerCustomDeadline')}
              />
            </RadioGroup>
          </FormControl>
          {deadlineKind === 'custom' ? (
            <TextField
              type="date"
              label={t('offerDeadlineDate')}
              value={deadline}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              error={errorOf('deadline') !== undefined}
              helperText={
                errorOf('deadline') ?? (deadline === '' ? '' : calendarDay(messages, deadline))
              }
              onChange={(event) => {
                setDeadline(event.target.value);
              }}
            />
          ) : null}
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {t('offerTold')}
          </Typography>
          {otherError === undefined ? null : <Alert severity="error">{otherError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offerCancel')}</Button>
        <Button type="submit" variant="contained" disabled={offer.isPending}>
          {t('offerSend')}
        </Button>
      </DialogActions>
    </form>
  );
}

export interface MakeOfferDialogProps {
  providerId: string;
  /** The family offered a spot; undefined: closed. */
  entry: ProviderWaitlistEntry | undefined;
  ageGroups: readonly ProviderAgeGroup[];
  /** The provider's setting: business days to answer. */
  deadlineDays: number;
  onClose: () => void;
  onSent: (offer: ProviderOffer) => void;
}

/** Offers a spot: age group (with its spaces), start date and the deadline to answer. */
export function MakeOfferDialog({ entry, ...props }: MakeOfferDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog open={entry !== undefined} onClose={props.onClose} aria-labelledby={titleId}>
      {entry === undefined ? null : (
        <OfferForm key={entry.requestId} entry={entry} titleId={titleId} {...props} />
      )}
    </ResponsiveDialog>
  );
}
