import { createContext, useContext } from 'react';
import type { ChildInfo } from '@kinderwait/contract/children';
import type { WaitlistWizardStep } from '../../../config/paths';
import type { WizardDraft } from '../lib/wizard-draft';

export interface WizardContextValue {
  childId: string;
  child: ChildInfo;
  draft: WizardDraft;
  /** The school-plans step applies (school-age at the start date, or today). */
  schoolAge: boolean;
  /** The steps this child goes through, in order. */
  steps: WaitlistWizardStep[];
}

export const WizardContext = createContext<WizardContextValue | undefined>(undefined);

/** The running wizard; its shell renders the steps only once the draft is ready. */
export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (value === undefined) throw new Error('A wizard step renders inside WaitlistWizardShell');
  return value;
}
