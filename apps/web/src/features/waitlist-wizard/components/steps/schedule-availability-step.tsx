import { useState } from 'react';
import { AvailabilityPicker } from '../../../../components/availability-picker/availability-picker';
import { StartDateField } from '../../../../components/care-filters/filter-fields';
import { startDateProblem, todayIso } from '../../../../components/care-filters/start-date';
import { useSchedulePickerLabel } from '../../../../components/care-filters/schedule-label';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

/**
 * The schedule: the requested start date (asked here, where "when" is the question; today or
 * later, and for a child not born yet the expected birth or later) and the preferred times of the
 * week in the availability picker (none chosen: any time).
 */
export function ScheduleAvailabilityStep() {
  const pickerLabel = useSchedulePickerLabel();
  const { child, draft } = useWizard();
  const today = todayIso();
  const [checked, setChecked] = useState(false);
  const problem = startDateProblem(draft.RequestedStartDate, today, child);

  return (
    <StepFrame
      step="schedule-availability"
      beforeNext={() => {
        setChecked(true);
        if (draft.ScheduleAvailability === undefined) updateDraft({ ScheduleAvailability: [] });
        return problem === undefined;
      }}
    >
      <StartDateField
        value={draft.RequestedStartDate}
        onChange={(value) => {
          updateDraft({ RequestedStartDate: value });
        }}
        today={today}
        child={child}
        checked={checked}
      />
      <AvailabilityPicker
        label={pickerLabel}
        headingComponent="h3"
        value={draft.ScheduleAvailability ?? []}
        onChange={(slots) => {
          updateDraft({ ScheduleAvailability: slots });
        }}
      />
    </StepFrame>
  );
}
