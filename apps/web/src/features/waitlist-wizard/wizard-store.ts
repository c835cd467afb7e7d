import { create } from 'zustand';
import { waitlistWizardSteps } from '../../config/paths';
import type { WaitlistWizardStep } from '../../config/paths';
import { clearStoredDraft, writeStoredDraft } from './lib/wizard-draft';
import type { WizardDraft } from './lib/wizard-draft';

/**
 * The wizard's answers while it runs (docs/product/waitlist.md#saved-as-you-go): one draft, for one
 * child, written to 'waitlistData' on every change (so each step is saved, and a reload finds every
 * choice) and removed when the wizard finishes.
 */
export interface WizardState {
  draft: WizardDraft | undefined;
  /** Set from a successful save until the wizard's page closes: nothing restarts the draft. */
  finishing: boolean;
}

export const useWizardStore = create<WizardState>()(() => ({
  draft: undefined,
  finishing: false,
}));

export function useWizardDraft(): WizardDraft | undefined {
  return useWizardStore((state) => state.draft);
}

/** Starts (or resumes) the wizard with `draft`, saving it. */
export function startWizard(draft: WizardDraft): void {
  useWizardStore.setState({ draft, finishing: false });
  writeStoredDraft(draft);
}

/** Changes some answers of the running draft and saves it. */
export function updateDraft(patch: Partial<Omit<WizardDraft, 'childId' | 'savedAt'>>): void {
  const { draft } = useWizardStore.getState();
  if (draft === undefined) return;
  const next: WizardDraft = { ...draft, ...patch, savedAt: new Date().toISOString() };
  useWizardStore.setState({ draft: next });
  writeStoredDraft(next);
}

/**
 * A step is done: it is recorded, with the step the parent goes to next. Going back to a step
 * skipped behind them, the step they leave is remembered (`resumeAfter`) until they go forward
 * past the detour.
 */
export function completeStep(step: WaitlistWizardStep, nextStep: WaitlistWizardStep): void {
  const { draft } = useWizardStore.getState();
  if (draft === undefined) return;
  const order = (of: WaitlistWizardStep): number => waitlistWizardSteps.indexOf(of);
  const detour = order(nextStep) < order(step);
  updateDraft({
    completedSteps: draft.completedSteps.includes(step)
      ? draft.completedSteps
      : [...draft.completedSteps, step],
    step: nextStep,
    resumeAfter: detour ? step : undefined,
  });
}

/** The wizard finished: nothing stays stored. */
export function finishWizard(): void {
  useWizardStore.setState({ draft: undefined, finishing: true });
  clearStoredDraft();
}

/** The wizard's page closed: a later visit starts again from the ticket or storage. */
export function leaveWizard(): void {
  useWizardStore.setState({ finishing: false });
}

/** Forgets the draft in memory only (what a page reload does). */
export function resetWizardMemory(): void {
  useWizardStore.setState({ draft: undefined, finishing: false });
}
