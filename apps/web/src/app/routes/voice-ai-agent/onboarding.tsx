import { VoiceAgentOnboarding } from '../../../features/voice-agent/components/voice-agent-onboarding';
import { voiceAgentTexts } from '../../../features/voice-agent/voice-agent-texts';
import { PageHead } from '../../head/page-head';

/**
 * /voice-ai-agent/onboarding, for holders of Voice Assistant Setup or Voice Assistant Phone Number
 * (the guard checks).
 */
function VoiceAgentOnboardingRoute() {
  return (
    <>
      <PageHead
        title={voiceAgentTexts.onboarding.title}
        description={voiceAgentTexts.onboarding.description}
        noIndex
      />
      <VoiceAgentOnboarding />
    </>
  );
}

export { VoiceAgentOnboardingRoute as Component };
