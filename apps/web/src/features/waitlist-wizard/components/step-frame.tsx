import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { WaitlistWizardStep } from '../../../config/paths';
import { nextStep } from '../lib/wizard-draft';
import { useMessages } from '../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../waitlist-wizard-messages';
import { stepTitle } from '../wizard-words';
import { completeStep, updateDraft } from '../wizard-store';
import { useWizard } from './wizard-context';

export interface StepFrameProps {
  step: WaitlistWizardStep;
  children: ReactNode;
  /** Runs before moving on; false stays on the step (it shows why). */
  beforeNext?: () => boolean;
  /** The confirmation step has its own action instead of Next. */
  actions?: ReactNode;
}

/**
 * One step of the wizard: its place in the wizard (step k of n), its title (focused when the step
 * opens, so a screen reader starts there), its content, and Back and Next. Next records the step
 * as done and saves the draft before moving on (to the step `nextStep` says: a step that applies
 * and was skipped comes first).
 */
export function StepFrame({ step, children, beforeNext, actions }: StepFrameProps) {
  const messages = useMessages(waitlistWizardCatalogue);
  const { t } = messages;
  const { childId, draft, steps } = useWizard();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = steps.indexOf(step);
  const previous = index > 0 ? steps[index - 1] : undefined;
  const next = nextStep(draft, steps, step);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  return (
    <Paper component="section" aria-labelledby={`wizard-step-${step}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="body2" color="text.secondary">
        {t('progress', { index: index + 1, count: steps.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / steps.length) * 100}
        aria-label={t('progress', { index: index + 1, count: steps.length })}
        sx={{ my: 1 }}
      />
      <Typography
        id={`wizard-step-${step}`}
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 2, outline: 'none' }}
      >
        {stepTitle(messages, step)}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ mt: 3, justifyContent: 'space-between' }}
      >
        {previous === undefined ? (
          <Button component={RouterLink} to={paths.app.waitlistChildren.getHref()}>
            {t('back')}
          </Button>
        ) : (
          <Button
            onClick={() => {
              updateDraft({ step: previous });
              void navigate(paths.app.waitlistWizard.getHref(childId, previous));
            }}
          >
            {t('back')}
          </Button>
        )}
        {actions ??
          (next === undefined ? null : (
            <Button
              variant="contained"
              onClick={() => {
                if (beforeNext !== undefined && !beforeNext()) return;
                completeStep(step, next);
                void navigate(paths.app.waitlistWizard.getHref(childId, next));
              }}
            >
              {t('next')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
