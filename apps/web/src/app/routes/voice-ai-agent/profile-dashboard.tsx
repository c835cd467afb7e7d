import { VoiceAgentDashboard } from '../../../features/voice-agent/components/voice-agent-dashboard';
import { useDashboardHead } from '../../../features/voice-agent/hooks/use-voice-agent-head';
import { voiceAgentDashboardCatalogue } from '../../../features/voice-agent/voice-agent-dashboard-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the dashboard's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(voiceAgentDashboardCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

/**
 * /voice-ai-agent/profile-dashboard, for a role holding voiceAgent.manage with a voice purchase
 * (the guard checks; docs/decisions/voice-agent.md).
 */
function VoiceAgentDashboardRoute() {
  const head = useDashboardHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <VoiceAgentDashboard />
    </>
  );
}

export { VoiceAgentDashboardRoute as Component };
