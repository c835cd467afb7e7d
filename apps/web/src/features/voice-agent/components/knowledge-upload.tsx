import { useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useUploadKnowledgeFile } from '../api/upload-knowledge-file';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { dashboardErrorMessage } from '../lib/dashboard-error';

/** The document types the server reads (docs/product/voice-agent.md#knowledge-base). */
export const acceptedDocuments = '.pdf,.docx,.txt,.md';

/**
 * Adds a document under its file name (the same name replaces it), showing how much has been
 * sent, then that it is being read; a refusal shows in words.
 */
export function KnowledgeUpload() {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const upload = useUploadKnowledgeFile();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (file === undefined) return;
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      {
        file,
        onProgress: (percent) => {
          setProgress({ name: file.name, percent });
        },
      },
      {
        onSettled: () => {
          setProgress(null);
        },
      },
    );
  }

  return (
    <Stack spacing={1.5}>
      <div>
        {/*
         * The file input itself is the one tab stop, named by its label, which looks like a
         * button: a button wrapping an input would nest two controls (axe: nested-interactive).
         */}
        <Box
          component="label"
          sx={(theme) => ({
            ...theme.typography.button,
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            px: 2.5,
            borderRadius: 1,
            bgcolor: upload.isPending ? 'action.disabledBackground' : 'primary.main',
            color: upload.isPending ? 'text.disabled' : 'primary.contrastText',
            cursor: upload.isPending ? 'default' : 'pointer',
            '&:hover': upload.isPending ? {} : { bgcolor: 'primary.dark' },
            '&:focus-within': {
              outline: `3px solid ${theme.palette.primary.dark}`,
              outlineOffset: 2,
            },
          })}
        >
          {t('knowledgeChooseFile')}
          <input
            type="file"
            accept={acceptedDocuments}
            onChange={onChoose}
            disabled={upload.isPending}
            style={visuallyHidden}
          />
        </Box>
      </div>
      {progress !== null && (
        <div>
          <Typography variant="body2" role="status" aria-live="polite">
            {t('knowledgeUploading', { name: progress.name, percent: progress.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={t('knowledgeUploading', { name: progress.name, percent: progress.percent })}
            sx={{ mt: 0.5 }}
          />
        </div>
      )}
      {upload.isSuccess && progress === null && (
        <Typography variant="body2" role="status">
          {t('knowledgeUploaded', { name: upload.data.name })}
        </Typography>
      )}
      {upload.isError && (
        <Alert severity="error">{dashboardErrorMessage(upload.error, words)}</Alert>
      )}
    </Stack>
  );
}
