import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { voiceFactNames, type VoiceAnswerSource } from '@kinderwait/contract/voice-agent';
import { useMessages } from '../../../lib/i18n/use-messages';
import { factWords } from '../lib/dashboard-words';
import type { DashboardMessages } from '../voice-agent-dashboard-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';

/** A source as the provider knows it: the document or site's name, or the profile fact's name. */
export function sourceName(source: VoiceAnswerSource, words: DashboardMessages): string {
  if (source.kind === 'passage') return source.itemName;
  const known = voiceFactNames.find((name) => name === source.name);
  return known === undefined ? source.name : factWords(known, words);
}

/** One message of a conversation; under an answer, the sources it used (each named once). */
export function ChatTurn({
  role,
  text,
  sources,
}: {
  role: 'caller' | 'agent';
  text: string;
  sources: readonly VoiceAnswerSource[];
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const names = [...new Set(sources.map((source) => sourceName(source, words)))];
  const agent = role === 'agent';
  return (
    <Box
      component="li"
      sx={{
        alignSelf: agent ? 'flex-start' : 'flex-end',
        maxWidth: { xs: '92%', sm: '80%' },
        // The assistant chat's bubbles, on the dark theme.
        bgcolor: agent ? 'grey.900' : 'primary.dark',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: 1.5,
        py: 1,
        listStyle: 'none',
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700 }}>
        {agent ? t('chatAgent') : t('chatYou')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      {agent && names.length > 0 && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" component="p">
            {t('chatSourcesHeading')}
          </Typography>
          <Box component="ul" aria-label={t('chatSourcesLabel')} sx={{ m: 0, pl: 2.5 }}>
            {names.map((name) => (
              <Typography component="li" variant="caption" key={name}>
                {name}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
