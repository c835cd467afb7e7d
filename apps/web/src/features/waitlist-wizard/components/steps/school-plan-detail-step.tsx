import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useSchoolPlan } from '../../../../api/catalogues/get-school-plan';
import { useCatalogueWords } from '../../../../lib/catalogue-names';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../../waitlist-wizard-messages';
import { updateDraft } from '../../wizard-store';
import { useWizard } from '../wizard-context';

/** school-plans/{planId}: one plan's period, hours and what it includes; it can be chosen here. */
export function SchoolPlanDetailStep({ planId }: { planId: number }) {
  const { t } = useMessages(waitlistWizardCatalogue);
  const words = useCatalogueWords();
  const { childId, draft, schoolAge } = useWizard();
  const plan = useSchoolPlan(planId);
  // In the active language: name, description, when it runs and what it includes.
  const data = plan.data === undefined ? undefined : words.schoolPlan(plan.data);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listHref = paths.app.waitlistWizard.getHref(childId, 'school-plans');
  const chosen = (draft.SchoolPlans ?? []).includes(planId);

  useEffect(() => {
    headingRef.current?.focus();
  }, [data?.id]);

  if (!schoolAge) {
    return (
      <Navigate replace to={paths.app.waitlistWizard.getHref(childId, 'schedule-availability')} />
    );
  }
  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      {data === undefined ? (
        plan.isError ? (
          <Alert severity="error">{t('schoolPlanLoadFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label={t('schoolPlanLoading')} />
          </Box>
        )
      ) : (
        <Stack spacing={2}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {data.name}
          </Typography>
          <Typography>{data.description}</Typography>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
            <dt>{t('schoolPlanPeriod')}</dt>
            <dd>{data.period}</dd>
            <dt>{t('schoolPlanTypicalHours')}</dt>
            <dd>{data.typicalHours}</dd>
          </Box>
          {data.details.length === 0 ? null : (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('schoolPlanIncludes')}
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
                {data.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            </Box>
          )}
          <Button
            variant={chosen ? 'outlined' : 'contained'}
            onClick={() => {
              const rest = (draft.SchoolPlans ?? []).filter((id) => id !== planId);
              updateDraft({ SchoolPlans: chosen ? rest : [...rest, planId] });
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {chosen ? t('schoolPlanRemove') : t('schoolPlanChoose')}
          </Button>
        </Stack>
      )}
      <Button component={RouterLink} to={listHref} sx={{ mt: 2 }}>
        {t('schoolPlanBackToList')}
      </Button>
    </Paper>
  );
}
