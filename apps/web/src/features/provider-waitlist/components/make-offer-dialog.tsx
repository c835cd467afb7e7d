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
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { errorMessageFor } from '../../../api/error-words';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useMakeOffer } from '../api/make-offer';
import { defaultAgeGroupId, defaultDeadline, defaultStartDate } from '../lib/offer-defaults';
import { providerWaitlistErrorWords, providerWaitlistTexts } from '../provider-waitlist-texts';

const texts = providerWaitlistTexts.offer;

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
  const today = todayInTimeZone();
  const [groupId, setGroupId] = useState(() => defaultAgeGroupId(entry, ageGroups));
  const group = ageGroups.find((item) => item.id === groupId);
  const [startDate, setStartDate] = useState(() => defaultStartDate(entry, group, today));
  const standardDeadline = defaultDeadline(today, deadlineDays);
  const [deadlineKind, setDeadlineKind] = useState<'default' | 'custom'>('default');
  const [deadline, setDeadline] = useState(standardDeadline);
  const [localErrors, setLocalErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const offer = useMakeOffer(providerId, { onSuccess: onSent });
  const serverErrors = fieldErrorsOf(offer.error);
  const errorOf = (field: string) => localErrors.get(field) ?? serverErrors.get(field);
  const named = ['ageGroupId', 'startDate', 'deadline'].some(
    (field) => errorOf(field) !== undefined,
  );
  const otherError =
    offer.error !== null && !named
      ? errorMessageFor(offer.error, providerWaitlistErrorWords)
      : undefined;
  const spaces = group?.availableSpaces ?? 0;
  const descriptionId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = new Map<string, string>();
    if (startDate === '') errors.set('startDate', texts.startRequired);
    if (deadlineKind === 'custom' && deadline === '')
      errors.set('deadline', texts.deadlineRequired);
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
      <DialogTitle id={titleId}>{texts.title(entry.childFirstName)}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <TextField
            select
            label={texts.ageGroup}
            value={groupId ?? ''}
            error={errorOf('ageGroupId') !== undefined}
            helperText={
              errorOf('ageGroupId') ?? (spaces > 0 ? texts.spacesLeft(spaces) : texts.noSpaces)
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
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={texts.startDate}
            value={startDate}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            error={errorOf('startDate') !== undefined}
            helperText={
              errorOf('startDate') ?? (startDate === '' ? '' : formatStartDate(startDate))
            }
            onChange={(event) => {
              setStartDate(event.target.value);
            }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-deadline`}>{texts.deadlineKind}</FormLabel>
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
                label={texts.defaultDeadline(deadlineDays, formatStartDate(standardDeadline))}
              />
              <FormControlLabel value="custom" control={<Radio />} label={texts.customDeadline} />
            </RadioGroup>
          </FormControl>
          {deadlineKind === 'custom' ? (
            <TextField
              type="date"
              label={texts.deadlineDate}
              value={deadline}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              error={errorOf('deadline') !== undefined}
              helperText={errorOf('deadline') ?? (deadline === '' ? '' : formatStartDate(deadline))}
              onChange={(event) => {
                setDeadline(event.target.value);
              }}
            />
          ) : null}
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {texts.told}
          </Typography>
          {otherError === undefined ? null : <Alert severity="error">{otherError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="submit" variant="contained" disabled={offer.isPending}>
          {texts.send}
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
