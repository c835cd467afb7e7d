import { Suspense, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { privacyPeriods } from '@kinderwait/contract/privacy';
import type { DataExport } from '@kinderwait/contract/privacy';
import { useErasure } from '../api/get-erasure';
import { useLatestExport } from '../api/get-latest-export';
import { useRequestErasure } from '../api/request-erasure';
import { useRequestExport } from '../api/request-export';
import { useMessages } from '../../../lib/i18n/use-messages';
import { privacyCatalogue } from '../privacy-messages';
import type { PrivacyMessages } from '../privacy-messages';

/** The space between a sentence and what follows it on the line (not words to translate). */
const space = ' ';

function ExportState({
  latest,
  messages: { t, intl },
}: {
  latest: DataExport | null;
  messages: PrivacyMessages;
}) {
  if (latest === null) return null;
  if (latest.status === 'queued') return <Alert severity="info">{t('queued')}</Alert>;
  if (latest.status === 'failed') return <Alert severity="error">{t('failed')}</Alert>;
  if (latest.status === 'expired' || latest.downloadUrl === null || latest.expiresAt === null) {
    return <Alert severity="info">{t('expired')}</Alert>;
  }
  return (
    <Alert severity="success">
      {t('ready', {
        until: intl.formatDate(latest.expiresAt, {
          timeZone: displayTimeZone,
          dateStyle: 'long',
          timeStyle: 'short',
        }),
      })}
      {space}
      <Link href={latest.downloadUrl} download>
        {t('downloadArchive')}
      </Link>
    </Alert>
  );
}

/**
 * The profile's "Your data" (docs/product/privacy.md): "Download my data" with the archive's
 * progress, and "Delete my account", which asks once, then emails the confirmation link.
 */
export function YourDataSection() {
  // The words' chunk loads on first use; the profile route loads it first.
  return (
    <Suspense fallback={null}>
      <YourDataContent />
    </Suspense>
  );
}

function YourDataContent() {
  const messages = useMessages(privacyCatalogue);
  const { t } = messages;
  const latest = useLatestExport();
  const requestExport = useRequestExport();
  const erasure = useErasure();
  const requestErasure = useRequestErasure();
  const [asking, setAsking] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const building = latest.data?.export?.status === 'queued';
  const deletionAsked = erasure.data?.status === 'awaiting_confirmation';

  return (
    <Container maxWidth="md" sx={{ pb: { xs: 4, md: 7 } }}>
      <Box component="section" aria-labelledby="your-data-heading">
        <Typography id="your-data-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('sectionTitle')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('sectionIntro')}</Typography>

        <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Typography component="h3" variant="h6">
            {t('download')}
          </Typography>
          <Typography sx={{ my: 1 }}>{t('downloadIntro')}</Typography>
          <Box role="status" sx={{ mb: 2 }}>
            {latest.data === undefined ? null : (
              <ExportState latest={latest.data.export} messages={messages} />
            )}
            {requestExport.isError ? <Alert severity="error">{t('exportFailed')}</Alert> : null}
          </Box>
          <Button
            variant="contained"
            disabled={building || requestExport.isPending}
            onClick={() => {
              requestExport.mutate();
            }}
          >
            {t('download')}
          </Button>
        </Paper>

        <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Typography component="h3" variant="h6">
            {t('deleteTitle')}
          </Typography>
          <Typography sx={{ my: 1 }}>
            {t('deleteIntro', { days: privacyPeriods.erasureGraceDays })}
          </Typography>
          <Box role="status" sx={{ mb: 2 }}>
            {deletionAsked ? (
              <Alert severity="info">
                {t('deleteAsked', { hours: privacyPeriods.erasureConfirmHours })}
              </Alert>
            ) : null}
            {requestErasure.isError ? <Alert severity="error">{t('deleteFailed')}</Alert> : null}
          </Box>
          <Button
            ref={deleteButton}
            variant="outlined"
            color="error"
            onClick={() => {
              setAsking(true);
            }}
          >
            {t('deleteButton')}
          </Button>
        </Paper>
      </Box>

      <Dialog
        open={asking}
        onClose={() => {
          setAsking(false);
        }}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
      >
        <DialogTitle id="delete-account-title">{t('dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">{t('dialogText')}</DialogContentText>
        </DialogContent>
        {/* French labels are long: on a phone the buttons go one above the other. */}
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            onClick={() => {
              setAsking(false);
            }}
          >
            {t('dialogCancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={requestErasure.isPending}
            onClick={() => {
              requestErasure.mutate(undefined, {
                onSettled: () => {
                  setAsking(false);
                },
              });
            }}
          >
            {t('dialogConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
