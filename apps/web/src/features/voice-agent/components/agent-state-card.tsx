import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { agentStateOf } from '../lib/agent-state';

/**
 * The agent's state at a glance: ready, reading the website, or waiting for documents; switched
 * off when the settings say so; and the agent's phone number once it is set up.
 */
export function AgentStateCard({
  items,
  enabled,
  phone,
}: {
  items: readonly KnowledgeBaseItem[];
  enabled: boolean | undefined;
  /** The phone number's panel, once the agent is set up. */
  phone?: ReactNode;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const stateWords = {
    ready: { label: t('stateReady'), detail: t('stateReadyDetail'), color: 'success' },
    reading: { label: t('stateReading'), detail: t('stateReadingDetail'), color: 'info' },
    needsDocuments: {
      label: t('stateNeedsDocuments'),
      detail: t('stateNeedsDocumentsDetail'),
      color: 'warning',
    },
  } as const;
  const state = stateWords[agentStateOf(items)];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="voice-state-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="voice-state-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('stateHeading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5 }} useFlexGap>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {/* A box, not a paragraph: a chip is a <div>, which a <p> may not hold. */}
          <Box role="status" aria-live="polite">
            <Chip label={state.label} color={state.color} sx={{ fontWeight: 700 }} />
          </Box>
          <Typography variant="body2">{state.detail}</Typography>
          {enabled === false && <Typography variant="body2">{t('stateOff')}</Typography>}
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('statePhoneHeading')}
          </Typography>
          {phone ?? <Typography>{t('stateNoPhone')}</Typography>}
        </Stack>
      </Stack>
    </Paper>
  );
}
