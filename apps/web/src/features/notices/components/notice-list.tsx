import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Notice } from '@kinderwait/contract/notifications';
import { useNotices } from '../api/get-notices';
import { useMarkNoticesSeen } from '../api/mark-notices-seen';
import { instantWords } from '../../../lib/i18n/dates';
import { useMessages } from '../../../lib/i18n/use-messages';
import { noticesCatalogue } from '../notices-messages';
import { noticeLink, noticeWords } from '../notice-words';

export interface NoticeListProps {
  /**
   * An instant as a day and time in words, for deadlines and dates; Toronto's, in the active
   * language, unless given (a test's fixed clock).
   */
  formatInstant?: (iso: string) => string;
}

/**
 * What happened since the last visit: the notices unread when the page opened, newest first.
 * They are marked seen once shown, and stay on screen for this visit; the next visit shows
 * only newer ones.
 */
export function NoticeList(props: NoticeListProps) {
  // The words' chunk loads on first use; the section appears with them.
  return (
    <Suspense fallback={null}>
      <NoticeListContent {...props} />
    </Suspense>
  );
}

function NoticeListContent({ formatInstant }: NoticeListProps) {
  const messages = useMessages(noticesCatalogue);
  const { t } = messages;
  const day =
    formatInstant ?? ((iso: string) => instantWords(messages.intl, messages.language, iso));
  const notices = useNotices();
  const { mutate: markSeen } = useMarkNoticesSeen();
  // The notices unread in the first answer read since the page opened (not a cached copy from an
  // earlier visit); later answers, after marking, would be empty.
  const [shown, setShown] = useState<Notice[] | undefined>();
  const marked = useRef(false);
  if (shown === undefined && notices.data !== undefined && notices.isFetchedAfterMount) {
    setShown(notices.data.items.filter((notice) => notice.readAt === null));
  }

  useEffect(() => {
    if (shown === undefined || shown.length === 0 || marked.current) return;
    marked.current = true;
    markSeen(shown.map((notice) => notice.id));
  }, [shown, markSeen]);

  let body;
  if (notices.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void notices.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (shown === undefined) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('loading')}
      </Typography>
    );
  } else if (shown.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('nothingNew')}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {shown.map((notice) => {
          const link = noticeLink(notice, messages);
          return (
            <Paper
              key={notice.id}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', p: 1.5 }}
            >
              <Typography variant="body2">{noticeWords(notice, messages, day)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('when', { day: day(notice.createdAt) })}
              </Typography>
              {link !== null && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <Link component={RouterLink} to={link.path}>
                    {link.label}
                  </Link>
                </Typography>
              )}
            </Paper>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="notices-heading" sx={{ mb: 4 }}>
      <Typography id="notices-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('heading')}
      </Typography>
      {body}
    </Box>
  );
}
