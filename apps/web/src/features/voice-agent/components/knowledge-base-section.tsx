import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { KnowledgeBaseItemsResponse } from '@kinderwait/contract/knowledge-base';
import { useDeleteKnowledgeItem } from '../api/delete-knowledge-item';
import { useDownloadKnowledgeItem } from '../api/download-knowledge-item';
import type { DownloadedFile } from '../api/download-knowledge-item';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { dashboardErrorMessage } from '../lib/dashboard-error';
import { KnowledgeItemRow } from './knowledge-item-row';
import { KnowledgeUpload } from './knowledge-upload';
import { WebsiteCrawlForm } from './website-crawl-form';

/**
 * The knowledge base (docs/product/voice-agent.md#the-dashboard): add documents, read the website,
 * and the list of both with their state, passages and size, each downloadable and deletable.
 */
export function KnowledgeBaseSection({
  items,
  websiteUrl,
  save,
}: {
  items: UseQueryResult<KnowledgeBaseItemsResponse>;
  websiteUrl: string;
  /** Where a download goes; the browser's download by default. */
  save?: (file: DownloadedFile) => void;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const download = useDownloadKnowledgeItem(save);
  const remove = useDeleteKnowledgeItem();
  const [doomed, setDoomed] = useState<KnowledgeBaseItem | null>(null);
  const list = items.data?.items ?? [];

  function confirmDelete() {
    if (doomed === null) return;
    remove.mutate(doomed.key);
    setDoomed(null);
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="voice-knowledge-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="voice-knowledge-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('knowledgeHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
        {t('knowledgeIntro')}
      </Typography>
      <Stack spacing={3}>
        <KnowledgeUpload />
        <WebsiteCrawlForm
          websiteUrl={websiteUrl}
          crawledBefore={list.some((item) => item.kind === 'web_page')}
        />
        {items.isError && (
          <LoadFailedAlert
            error={items.error}
            onRetry={() => void items.refetch()}
            retryLabel={t('retry')}
          >
            {t('knowledgeLoadFailed')}
          </LoadFailedAlert>
        )}
        {download.isError && (
          <Alert severity="error">{dashboardErrorMessage(download.error, words)}</Alert>
        )}
        {remove.isError && (
          <Alert severity="error">{dashboardErrorMessage(remove.error, words)}</Alert>
        )}
        <Box component="ul" aria-label={t('knowledgeListLabel')} sx={{ p: 0, m: 0 }}>
          {list.map((item) => (
            <KnowledgeItemRow
              key={item.key}
              item={item}
              downloading={download.isPending && download.variables === item.key}
              onDownload={(chosen) => {
                download.mutate(chosen.key);
              }}
              onDelete={setDoomed}
            />
          ))}
        </Box>
        {items.isSuccess && list.length === 0 && <Typography>{t('knowledgeEmpty')}</Typography>}
      </Stack>
      <ResponsiveDialog
        open={doomed !== null}
        onClose={() => {
          setDoomed(null);
        }}
        aria-labelledby="voice-delete-title"
      >
        <DialogTitle id="voice-delete-title">
          {t('knowledgeDeleteTitle', { name: doomed?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('knowledgeDeleteBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setDoomed(null);
            }}
          >
            {t('knowledgeCancel')}
          </Button>
          <Button color="error" variant="contained" onClick={confirmDelete}>
            {t('knowledgeDeleteConfirm')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
    </Paper>
  );
}
