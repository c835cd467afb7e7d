import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { useVoiceWidget } from '../api/get-voice-widget';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';

/**
 * The widget's embed code, read-only, with a Copy button; "Copied" (or why not) is announced
 * politely. The code is shown as text, never run.
 */
export function WidgetSnippet({ enabled = true }: { enabled?: boolean }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const widget = useVoiceWidget({ enabled });
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function onCopy(snippet: string) {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="voice-widget-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="voice-widget-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('widgetHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('widgetIntro', { tag: '</body>' })}
      </Typography>
      {widget.isPending && enabled && (
        <CircularProgress aria-label={t('loading')} size={24} sx={{ mt: 2 }} />
      )}
      {widget.isError && (
        <LoadFailedAlert
          error={widget.error}
          onRetry={() => void widget.refetch()}
          retryLabel={t('retry')}
          sx={{ mt: 2 }}
        >
          {t('widgetLoadFailed')}
        </LoadFailedAlert>
      )}
      {widget.isSuccess && (
        <>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={t('widgetCodeLabel')}
            sx={{
              mt: 2,
              p: 2,
              bgcolor: 'background.default',
              border: 1,
              borderColor: 'divider',
              color: 'text.primary',
              // The code keeps the block's colour, whatever a browser gives code of its own.
              '& code': { color: 'inherit' },
              borderRadius: 1,
              overflowX: 'auto',
              fontSize: '0.85rem',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <code>{widget.data.snippet}</code>
          </Box>
          {widget.data.allowedOrigins.length === 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('widgetNoOrigins')}
            </Typography>
          )}
          <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void onCopy(widget.data.snippet)}>
              {t('widgetCopy')}
            </Button>
            <Typography role="status" aria-live="polite" variant="body2">
              {copy === 'copied'
                ? t('widgetCopied')
                : copy === 'failed'
                  ? t('widgetCopyFailed')
                  : ''}
            </Typography>
          </Box>
        </>
      )}
    </Paper>
  );
}
