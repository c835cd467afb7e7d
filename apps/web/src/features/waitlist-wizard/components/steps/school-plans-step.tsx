import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { SchoolPlansField } from '../../../../components/care-filters/filter-fields';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../../waitlist-wizard-messages';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

/**
 * Step 3, for a school-age child only: the plans around the school day, each with its details.
 * For any other child the step is not in the wizard; its address leads on to the schedule.
 */
export function SchoolPlansStep() {
  const { t } = useMessages(waitlistWizardCatalogue);
  const { childId, draft, schoolAge } = useWizard();
  if (!schoolAge) {
    return (
      <Navigate replace to={paths.app.waitlistWizard.getHref(childId, 'schedule-availability')} />
    );
  }
  return (
    <StepFrame
      step="school-plans"
      beforeNext={() => {
        if (draft.SchoolPlans === undefined) updateDraft({ SchoolPlans: [] });
        return true;
      }}
    >
      <Typography>{t('schoolPlansIntro')}</Typography>
      <SchoolPlansField
        value={draft.SchoolPlans}
        onChange={(ids) => {
          updateDraft({ SchoolPlans: ids });
        }}
        extra={(plan) => (
          <Button
            size="small"
            component={RouterLink}
            to={paths.app.waitlistSchoolPlan.getHref(childId, plan.id)}
            aria-label={t('schoolPlansDetails', { name: plan.name })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 4, sm: 0 } }}
          >
            {t('schoolPlansDetailsShort')}
          </Button>
        )}
      />
    </StepFrame>
  );
}
