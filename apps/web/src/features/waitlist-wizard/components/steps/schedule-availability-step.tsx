import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ChildInfo } from '@kinderwait/contract/children';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { earliestStartDate } from '@kinderwait/contract/waitlist';
import { AvailabilityPicker } from '../../../../components/availability-picker/availability-picker';
import { todayIso } from '../../lib/wizard-draft';
import { waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.schedule;

/** The latest start date the server takes: three years from today. */
function latestStartDate(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${String(year + 3)}${today.slice(4)}`;
}

/** Why a start date cannot be used for this child, or undefined when it can. */
function startDateProblem(
  value: string | undefined,
  today: string,
  child: Pick<ChildInfo, 'firstName' | 'dateOfBirth'>,
): string | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return texts.startDateRequired;
  if (value < today) return texts.startDateInPast;
  if (value > latestStartDate(today)) return texts.startDateTooFar;
  if (value < child.dateOfBirth) {
    return texts.startDateBeforeBirth(child.firstName, formatStartDate(child.dateOfBirth));
  }
  return undefined;
}

/**
 * The schedule: the requested start date (asked here, where "when" is the question; today or
 * later, and for a child not born yet the expected birth or later) and the preferred times of the
 * week in the availability picker (none chosen: any time).
 */
export function ScheduleAvailabilityStep() {
  const { child, draft } = useWizard();
  const today = todayIso();
  const earliest = earliestStartDate(child.dateOfBirth, today);
  const [checked, setChecked] = useState(false);
  const problem = startDateProblem(draft.RequestedStartDate, today, child);
  const hint =
    earliest === today
      ? texts.startDateHint
      : texts.startDateHintExpected(child.firstName, formatStartDate(earliest));
  const showProblem = problem !== undefined && (checked || draft.RequestedStartDate !== undefined);

  return (
    <StepFrame
      step="schedule-availability"
      beforeNext={() => {
        setChecked(true);
        if (draft.ScheduleAvailability === undefined) updateDraft({ ScheduleAvailability: [] });
        return problem === undefined;
      }}
    >
      <TextField
        type="date"
        label={texts.startDateLabel}
        value={draft.RequestedStartDate ?? ''}
        onChange={(event) => {
          updateDraft({
            RequestedStartDate: event.target.value === '' ? undefined : event.target.value,
          });
        }}
        required
        error={showProblem}
        helperText={showProblem ? problem : hint}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: earliest, max: latestStartDate(today) },
        }}
        sx={{ maxWidth: 320 }}
      />
      <AvailabilityPicker
        label={texts.pickerLabel}
        headingComponent="h3"
        value={draft.ScheduleAvailability ?? []}
        onChange={(slots) => {
          updateDraft({ ScheduleAvailability: slots });
        }}
      />
    </StepFrame>
  );
}
