import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { voiceAgentErrorCodes } from '@kinderwait/contract/voice-agent';
import { apiErrorCodeOf } from '../../../api/error-words';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { paths } from '../../../config/paths';
import { useKnowledgeItems } from '../api/get-knowledge-items';
import type { DownloadedFile } from '../api/download-knowledge-item';
import { useVoiceAgentSettings } from '../api/get-voice-agent-settings';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { AgentStateCard } from './agent-state-card';
import { ConversationsSection } from './conversations-section';
import { KnowledgeBaseSection } from './knowledge-base-section';
import { PhoneNumberPanel } from './phone-number-panel';
import { SettingsForm } from './settings-form';
import { TestChat } from './test-chat';
import { WidgetSnippet } from './widget-snippet';

/** Before the setup chat saved the agent's details: the one way forward. */
function NotSetUp() {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('notSetUp')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('notSetUpDetail')}</Typography>
      <Button
        component={RouterLink}
        to={paths.app.voiceAgentOnboarding.getHref()}
        variant="contained"
        sx={{ mt: 2 }}
      >
        {t('goToSetup')}
      </Button>
    </Paper>
  );
}

/**
 * /voice-ai-agent/profile-dashboard (docs/product/voice-agent.md#the-dashboard): the agent's state,
 * its knowledge, settings, widget, a test chat and its conversations. The knowledge base works
 * before the setup is finished; the rest needs the settings the setup chat saves.
 */
export function VoiceAgentDashboard(props: { save?: (file: DownloadedFile) => void }) {
  // The words' chunk loads on first use (the route loads it first).
  return (
    <Suspense fallback={null}>
      <DashboardContent {...props} />
    </Suspense>
  );
}

function DashboardContent({ save }: { save?: (file: DownloadedFile) => void }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const settings = useVoiceAgentSettings();
  const items = useKnowledgeItems();
  const notSetUp =
    settings.isError && apiErrorCodeOf(settings.error) === voiceAgentErrorCodes.notSetUp;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        <AgentStateCard
          items={items.data?.items ?? []}
          enabled={settings.data?.enabled}
          phone={settings.isSuccess ? <PhoneNumberPanel /> : undefined}
        />
        {settings.isPending && <CircularProgress aria-label={t('loading')} size={28} />}
        {notSetUp && <NotSetUp />}
        {settings.isError && !notSetUp && (
          <LoadFailedAlert
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retryLabel={t('retry')}
          >
            {t('settingsFailed')}
          </LoadFailedAlert>
        )}
        <KnowledgeBaseSection
          items={items}
          websiteUrl={settings.data?.websiteUrl ?? ''}
          save={save}
        />
        {settings.isSuccess && (
          <>
            <TestChat language={settings.data.language} />
            <SettingsForm key={settings.data.id} settings={settings.data} />
            <WidgetSnippet />
            <ConversationsSection />
          </>
        )}
      </Stack>
    </Container>
  );
}
