import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { meaningWords } from '../lib/dashboard-words';
import { formatBytes } from '../lib/agent-state';

/** A crawl's live counts and the pages it did not read, with why. */
function CrawlDetails({ item }: { item: KnowledgeBaseItem }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const crawl = item.crawl;
  if (crawl === null) return null;
  const share =
    crawl.pagesFound === 0 ? 0 : ((crawl.pagesRead + crawl.pagesSkipped) / crawl.pagesFound) * 100;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" role={item.state === 'processing' ? 'status' : undefined}>
        {t('knowledgeCrawlProgress', {
          found: crawl.pagesFound,
          read: crawl.pagesRead,
          skipped: crawl.pagesSkipped,
        })}
      </Typography>
      {item.state === 'processing' && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, share)}
          aria-label={t('knowledgeCrawlProgress', {
            found: crawl.pagesFound,
            read: crawl.pagesRead,
            skipped: crawl.pagesSkipped,
          })}
          sx={{ mt: 0.5 }}
        />
      )}
      {crawl.skipped.length > 0 && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            {t('knowledgeSkippedHeading', { count: crawl.pagesSkipped })}
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
            {crawl.skipped.map((page) => (
              <Typography
                component="li"
                variant="body2"
                key={page.url}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {t('knowledgeSkippedPage', { url: page.url, reason: page.reason })}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** One document or website: its state (and why it failed), passages, size, and what to do. */
export function KnowledgeItemRow({
  item,
  onDownload,
  onDelete,
  downloading,
}: {
  item: KnowledgeBaseItem;
  onDownload: (item: KnowledgeBaseItem) => void;
  onDelete: (item: KnowledgeBaseItem) => void;
  downloading: boolean;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const stateChip = {
    processing: { label: t('knowledgeProcessing'), color: 'info' },
    ready: { label: t('knowledgeReady'), color: 'success' },
    failed: { label: t('knowledgeFailed'), color: 'error' },
  } as const;
  const chip = stateChip[item.state];
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {item.name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
            useFlexGap
          >
            <Chip size="small" label={chip.label} color={chip.color} />
            <Typography variant="body2">
              {t('knowledgeItemFacts', {
                kind: item.kind === 'web_page' ? t('knowledgeWebsite') : t('knowledgeDocument'),
                size: formatBytes(item.size),
                passages: t('knowledgePassages', { count: item.chunkCount }),
              })}
            </Typography>
          </Stack>
          {item.meaningSearch !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {meaningWords(item.meaningSearch, words)}
            </Typography>
          )}
          {item.reason !== null && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {item.reason}
            </Typography>
          )}
          <CrawlDetails item={item} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          <Button
            size="small"
            onClick={() => {
              onDownload(item);
            }}
            disabled={downloading}
            aria-label={t('knowledgeDownload', { name: item.name })}
          >
            {t('knowledgeDownloadButton')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => {
              onDelete(item);
            }}
            aria-label={t('knowledgeDelete', { name: item.name })}
          >
            {t('knowledgeDeleteConfirm')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
