import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { voiceAgentCatalogue } from '../voice-agent-messages';

export interface VoiceAgentHead {
  title: string;
  description: string;
}

/** The welcome screen's title and description, for its route's head. */
export function useWelcomeHead(): VoiceAgentHead {
  const { t } = useMessages(voiceAgentCatalogue);
  return { title: t('welcomeTitle'), description: t('welcomeDescription') };
}

/** The onboarding screen's title and description, for its route's head. */
export function useOnboardingHead(): VoiceAgentHead {
  const { t } = useMessages(voiceAgentCatalogue);
  return { title: t('onboardingTitle'), description: t('onboardingDescription') };
}

/** The dashboard's title and description, for its route's head. */
export function useDashboardHead(): VoiceAgentHead {
  const { t } = useMessages(voiceAgentDashboardCatalogue);
  return { title: t('title'), description: t('description') };
}
