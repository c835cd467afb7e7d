import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { availabilitySentence } from '@kinderwait/contract/rules/availability';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { errorMessageFor } from '../../../../api/error-words';
import { useChildcareTypes } from '../../../../api/catalogues/get-childcare-types';
import { usePaymentOptions } from '../../../../api/catalogues/get-payment-options';
import { useProviderTypes } from '../../../../api/catalogues/get-provider-types';
import { useSchoolPlans } from '../../../../api/catalogues/get-school-plans';
import { paths } from '../../../../config/paths';
import type { WaitlistWizardStep } from '../../../../config/paths';
import { useCreateTicket } from '../../api/create-ticket';
import { useUpdateTicket } from '../../api/update-ticket';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { skippedStep, waitlistDataOf } from '../../lib/wizard-draft';
import { waitlistWizardErrorWords, waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { finishWizard } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.confirmation;

/** Names of the chosen ids, in the catalogue's order; "Any" for an empty list. */
function namesOf(
  ids: readonly number[] | undefined,
  items: readonly { id: number; name: string }[] | undefined,
): string {
  if (ids === undefined) return texts.notChosen;
  if (ids.length === 0) return texts.any;
  if (items === undefined) return '…';
  return items
    .filter((item) => ids.includes(item.id))
    .map((item) => item.name)
    .join(', ');
}

/**
 * The last step: every choice with a way back to change it, then saving. A child without a ticket
 * gets one (POST); one with a ticket has it updated (PUT), which never touches requests already
 * sent. Saved, the draft is cleared and the matching providers open; a failed save keeps
 * everything and says why.
 */
export function FiltersConfirmationStep() {
  const { childId, child, draft, schoolAge, steps } = useWizard();
  const navigate = useNavigate();
  const providerTypes = useProviderTypes();
  const childcareTypes = useChildcareTypes();
  const schoolPlans = useSchoolPlans();
  const daily = usePaymentOptions('Daily');
  const hourly = usePaymentOptions('Hourly');
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const onSaved = (ticket: WaitlistTicket) => {
    finishWizard();
    void navigate(paths.app.childcareProviders.getHref(ticket.childId));
  };
  const create = useCreateTicket({ mutationConfig: { onSuccess: onSaved } });
  const update = useUpdateTicket({ mutationConfig: { onSuccess: onSaved } });
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const isUpdate = draft.waitlistTicketId !== null;

  const save = () => {
    const data = waitlistDataOf(draft, schoolAge);
    if (!data.success) {
      setInvalid(data.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setInvalid(undefined);
    create.reset();
    update.reset();
    if (isUpdate) {
      update.mutate({ childId, ticketId: draft.waitlistTicketId, body: data.data });
    } else {
      create.mutate({ childId, body: data.data });
    }
  };

  // Bracket labels say per day or per hour themselves ("$22 to $40 a day").
  const fees = [...(daily.data ?? []), ...(hourly.data ?? [])].map((bracket) => ({
    id: bracket.id,
    name: bracket.label,
  }));
  const sentence = availabilitySentence(draft.ScheduleAvailability ?? []);
  const rows: { label: string; value: string; step: WaitlistWizardStep }[] = [
    {
      label: texts.providerTypes,
      value: namesOf(draft.ProviderTypes, providerTypes.data),
      step: 'provider-types',
    },
    {
      label: texts.distance,
      value: waitlistWizardTexts.providerTypes.distanceValue(draft.Distance ?? 5),
      step: 'provider-types',
    },
    {
      label: texts.childcareTypes,
      value: namesOf(draft.ChildcareTypes, childcareTypes.data),
      step: 'childcare-types',
    },
    ...(schoolAge
      ? [
          {
            label: texts.schoolPlans,
            value: namesOf(draft.SchoolPlans, schoolPlans.data),
            step: 'school-plans' as const,
          },
        ]
      : []),
    {
      label: texts.startDate,
      value:
        draft.RequestedStartDate === undefined
          ? texts.notChosen
          : formatStartDate(draft.RequestedStartDate),
      step: 'schedule-availability',
    },
    {
      label: texts.schedule,
      value: sentence === '' ? texts.any : sentence,
      step: 'schedule-availability',
    },
    {
      label: texts.payment,
      value: namesOf(
        draft.PaymentOptions,
        daily.data === undefined || hourly.data === undefined ? undefined : fees,
      ),
      step: 'daily-payment',
    },
  ];
  // A step that applies was never answered (school plans, once the start date made the child
  // school-age): it is asked before anything is saved.
  const skipped = skippedStep(draft, steps, 'filters-confirmation');
  if (skipped !== undefined) {
    return <Navigate replace to={paths.app.waitlistWizard.getHref(childId, skipped)} />;
  }

  return (
    <StepFrame
      step="filters-confirmation"
      actions={
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? texts.saving : isUpdate ? texts.update : texts.create}
        </Button>
      }
    >
      <Typography>{texts.intro}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, auto) 1fr auto' },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1.5 },
          alignItems: 'baseline',
          '& dt': { fontWeight: 600, mt: { xs: 1.5, sm: 0 } },
          '& dd': { m: 0 },
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              <Link component={RouterLink} to={paths.app.waitlistWizard.getHref(childId, row.step)}>
                {texts.change(row.label)}
              </Link>
            </dd>
          </Box>
        ))}
      </Box>
      {invalid === undefined ? null : <Alert severity="error">{invalid}</Alert>}
      {failure === null ? null : (
        <Alert severity="error" role="alert">
          {texts.saveFailed} {errorMessageFor(failure, waitlistWizardErrorWords(child))}
        </Alert>
      )}
    </StepFrame>
  );
}
