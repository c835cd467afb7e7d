import { VoiceAgentDashboard } from '../../../features/voice-agent/components/voice-agent-dashboard';
import { dashboardTexts } from '../../../features/voice-agent/dashboard-texts';
import { PageHead } from '../../head/page-head';

/**
 * /voice-ai-agent/profile-dashboard, for a role holding voiceAgent.manage with a voice purchase
 * (the guard checks; docs/decisions/voice-agent.md).
 */
function VoiceAgentDashboardRoute() {
  return (
    <>
      <PageHead title={dashboardTexts.title} description={dashboardTexts.description} noIndex />
      <VoiceAgentDashboard />
    </>
  );
}

export { VoiceAgentDashboardRoute as Component };
