import { VoiceAgentOnboarding } from '../../../features/voice-agent/components/voice-agent-onboarding';
import { useOnboardingHead } from '../../../features/voice-agent/hooks/use-voice-agent-head';
import { voiceAgentCatalogue } from '../../../features/voice-agent/voice-agent-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the voice agent's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(voiceAgentCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

/**
 * /voice-ai-agent/onboarding, for holders of Voice Assistant Setup or Voice Assistant Phone Number
 * (the guard checks).
 */
function VoiceAgentOnboardingRoute() {
  const head = useOnboardingHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <VoiceAgentOnboarding />
    </>
  );
}

export { VoiceAgentOnboardingRoute as Component };
