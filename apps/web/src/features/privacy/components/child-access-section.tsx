import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { displayTimeZone } from '@kinderwait/contract/constants';
import type { ChildAccessEntry } from '@kinderwait/contract/privacy';
import { useChildAccess } from '../api/get-child-access';
import { useMessages } from '../../../lib/i18n/use-messages';
import { privacyCatalogue } from '../privacy-messages';
import type { PrivacyMessages } from '../privacy-messages';

/** One access in words: who, for which provider, did what. */
function entryWords({ t }: PrivacyMessages, entry: ChildAccessEntry): string {
  const values = {
    actor: entry.actorName ?? t('someone'),
    provider: entry.providerName ?? t('someProvider'),
    what: entry.what,
  };
  return entry.action === 'viewed'
    ? t('accessEntryViewed', values)
    : t('accessEntryChanged', values);
}

/**
 * "Who saw your children's information" (docs/product/privacy.md#who-saw-my-childs-information):
 * per child, which provider's user saw or changed its information, and when. For a role that
 * reads children (`enabled`); nothing otherwise.
 */
export function ChildAccessSection({ enabled }: { enabled: boolean }) {
  // The words' chunk loads on first use; the profile route loads it first.
  return (
    <Suspense fallback={null}>
      <ChildAccessContent enabled={enabled} />
    </Suspense>
  );
}

function ChildAccessContent({ enabled }: { enabled: boolean }) {
  const messages = useMessages(privacyCatalogue);
  const { t, intl } = messages;
  const access = useChildAccess(enabled);
  if (!enabled || access.data?.items.length === 0) return null;
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 4, md: 7 } }}>
      <Box component="section" aria-labelledby="child-access-heading">
        <Typography id="child-access-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('accessTitle')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('accessIntro')}</Typography>
        {access.isError ? <Alert severity="error">{t('accessLoadFailed')}</Alert> : null}
        {access.data?.items.map((child) => (
          <Paper key={child.childId} variant="outlined" sx={{ mt: 2, p: 2 }}>
            <Typography component="h3" variant="h6">
              {t('accessChild', { child: child.childFirstName })}
            </Typography>
            {child.entries.length === 0 ? (
              <Typography sx={{ mt: 1 }}>
                {t('accessNone', { child: child.childFirstName })}
              </Typography>
            ) : (
              <Box component="ul" sx={{ mt: 1, pl: 3 }}>
                {child.entries.map((entry, index) => (
                  // A fixed list, newest first: its order never changes while shown.
                  <li key={String(index)}>
                    <Typography component="span">
                      <time dateTime={entry.at}>
                        {intl.formatDate(entry.at, {
                          timeZone: displayTimeZone,
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })}
                      </time>
                      {t('accessEntrySeparator')}
                      {entryWords(messages, entry)}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
