import { useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KnowledgeBaseCrawlBody } from '@kinderwait/contract/knowledge-base';
import { useCrawlWebsite } from '../api/crawl-website';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { dashboardErrorMessage } from '../lib/dashboard-error';

/**
 * Reads (or reads again) a website into the knowledge base: the settings' website first, any
 * other address typed. The list below shows the crawl's progress as it goes.
 */
export function WebsiteCrawlForm({
  websiteUrl,
  crawledBefore,
}: {
  websiteUrl: string;
  crawledBefore: boolean;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const crawl = useCrawlWebsite();
  const [url, setUrl] = useState(websiteUrl);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = KnowledgeBaseCrawlBody.safeParse({ url: url.trim() });
    if (!parsed.success) {
      setInvalid(t('crawlInvalidUrl'));
      return;
    }
    setInvalid(undefined);
    crawl.mutate(parsed.data.url);
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('crawlHeading')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t('crawlUrlLabel')}
          type="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
          }}
          error={invalid !== undefined}
          helperText={invalid ?? t('crawlUrlHelp')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={crawl.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {crawledBefore ? t('crawlReadAgain') : t('crawlRead')}
        </Button>
      </Stack>
      {crawl.isSuccess && (
        <Typography variant="body2" role="status">
          {t('crawlStarted')}
        </Typography>
      )}
      {crawl.isError && <Alert severity="error">{dashboardErrorMessage(crawl.error, words)}</Alert>}
    </Stack>
  );
}
