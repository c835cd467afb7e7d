import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
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
import { skippedStep, waitlistDataOf } from '../../lib/wizard-draft';
import { availabilityPickerCatalogue } from '../../../../components/availability-picker/availability-picker-messages';
import { availabilityWords } from '../../../../components/availability-picker/availability-words';
import { careFiltersCatalogue } from '../../../../components/care-filters/care-filters-messages';
import { feeBracketWords } from '../../../../components/care-filters/fee-fields';
import { useCatalogueWords } from '../../../../lib/catalogue-names';
import { calendarDateWords } from '../../../../lib/i18n/dates';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { useValidationWords } from '../../../../components/form/validation-words';
import { waitlistWizardCatalogue } from '../../waitlist-wizard-messages';
import type { WaitlistWizardMessages } from '../../waitlist-wizard-messages';
import { waitlistWizardErrorWords } from '../../wizard-words';
import { finishWizard } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

/** Names of the chosen ids, in the catalogue's order; "Any" for an empty list. */
function namesOf(
  { t }: WaitlistWizardMessages,
  ids: readonly number[] | undefined,
  items: readonly { id: number; name: string }[] | undefined,
): string {
  if (ids === undefined) return t('confirmationNotChosen');
  if (ids.length === 0) return t('confirmationAny');
  if (items === undefined) return '…';
  return items
    .filter((item) => ids.includes(item.id))
    .map((item) => item.name)
    .join(', ');
}

interface Row {
  label: string;
  /** The link's words ("Change fees"). */
  change: string;
  value: string;
  step: WaitlistWizardStep;
}

/**
 * The last step: every choice with a way back to change it, then saving. A child without a ticket
 * gets one (POST); one with a ticket has it updated (PUT), which never touches requests already
 * sent. Saved, the draft is cleared and the matching providers open; a failed save keeps
 * everything and says why.
 */
export function FiltersConfirmationStep() {
  const messages = useMessages(waitlistWizardCatalogue);
  const { t, intl, language } = messages;
  const filterMessages = useMessages(careFiltersCatalogue);
  const pickerMessages = useMessages(availabilityPickerCatalogue);
  const words = useCatalogueWords();
  const { word } = useValidationWords();
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
      // The contract's messages, in the active language; a general one said once.
      const problems = data.error.issues.map((issue) => word(issue.message));
      setInvalid((language === 'en' ? problems : [...new Set(problems)]).join(' '));
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
    name: feeBracketWords(filterMessages, bracket),
  }));
  const sentence = availabilityWords(pickerMessages, draft.ScheduleAvailability ?? []);
  const rows: Row[] = [
    {
      label: t('confirmationProviderTypes'),
      change: t('changeProviderTypes'),
      value: namesOf(messages, draft.ProviderTypes, providerTypes.data?.map(words.providerType)),
      step: 'provider-types',
    },
    {
      label: t('confirmationDistance'),
      change: t('changeDistance'),
      value: t('distanceValue', { km: intl.formatNumber(draft.Distance ?? 5) }),
      step: 'provider-types',
    },
    {
      label: t('confirmationChildcareTypes'),
      change: t('changeChildcareTypes'),
      value: namesOf(messages, draft.ChildcareTypes, childcareTypes.data?.map(words.childcareType)),
      step: 'childcare-types',
    },
    // Shown only when asked for: most families leave it off, and "Any" would add a line to read.
    ...(draft.CareInFrench === true
      ? [
          {
            label: t('confirmationCareInFrench'),
            change: t('changeCareInFrench'),
            value: t('confirmationInFrenchOnly'),
            step: 'childcare-types' as const,
          },
        ]
      : []),
    ...(schoolAge
      ? [
          {
            label: t('confirmationSchoolPlans'),
            change: t('changeSchoolPlans'),
            value: namesOf(messages, draft.SchoolPlans, schoolPlans.data?.map(words.schoolPlan)),
            step: 'school-plans' as const,
          },
        ]
      : []),
    {
      label: t('confirmationStartDate'),
      change: t('changeStartDate'),
      value:
        draft.RequestedStartDate === undefined
          ? t('confirmationNotChosen')
          : calendarDateWords(intl, language, draft.RequestedStartDate),
      step: 'schedule-availability',
    },
    {
      label: t('confirmationSchedule'),
      change: t('changeSchedule'),
      value: sentence === '' ? t('confirmationAny') : sentence,
      step: 'schedule-availability',
    },
    {
      label: t('confirmationPayment'),
      change: t('changePayment'),
      value: namesOf(
        messages,
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
          {saving ? t('saving') : isUpdate ? t('update') : t('create')}
        </Button>
      }
    >
      <Typography>{t('confirmationIntro')}</Typography>
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
                {row.change}
              </Link>
            </dd>
          </Box>
        ))}
      </Box>
      {invalid === undefined ? null : <Alert severity="error">{invalid}</Alert>}
      {failure === null ? null : (
        <Alert severity="error" role="alert">
          {t('saveFailed')} {errorMessageFor(failure, waitlistWizardErrorWords(messages, child))}
        </Alert>
      )}
    </StepFrame>
  );
}
