import { useRef, useState } from 'react';
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
import type { DataExport } from '@kinderwait/contract/privacy';
import { useErasure } from '../api/get-erasure';
import { useLatestExport } from '../api/get-latest-export';
import { useRequestErasure } from '../api/request-erasure';
import { useRequestExport } from '../api/request-export';
import { privacyTexts as texts } from '../privacy-texts';

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'long',
  timeStyle: 'short',
});

function ExportState({ latest }: { latest: DataExport | null }) {
  if (latest === null) return null;
  if (latest.status === 'queued') return <Alert severity="info">{texts.queued}</Alert>;
  if (latest.status === 'failed') return <Alert severity="error">{texts.failed}</Alert>;
  if (latest.status === 'expired' || latest.downloadUrl === null || latest.expiresAt === null) {
    return <Alert severity="info">{texts.expired}</Alert>;
  }
  return (
    <Alert severity="success">
      {texts.ready(dateTime.format(new Date(latest.expiresAt)))}{' '}
      <Link href={latest.downloadUrl} download>
        {texts.downloadArchive}
      </Link>
    </Alert>
  );
}

/**
 * The profile's "Your data" (docs/product/privacy.md): "Download my data" with the archive's
 * progress, and "Delete my account", which asks once, then emails the confirmation link.
 */
export function YourDataSection() {
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
          {texts.sectionTitle}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{texts.sectionIntro}</Typography>

        <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Typography component="h3" variant="h6">
            {texts.download}
          </Typography>
          <Typography sx={{ my: 1 }}>{texts.downloadIntro}</Typography>
          <Box role="status" sx={{ mb: 2 }}>
            {latest.data === undefined ? null : <ExportState latest={latest.data.export} />}
            {requestExport.isError ? <Alert severity="error">{texts.exportFailed}</Alert> : null}
          </Box>
          <Button
            variant="contained"
            disabled={building || requestExport.isPending}
            onClick={() => {
              requestExport.mutate();
            }}
          >
            {texts.download}
          </Button>
        </Paper>

        <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Typography component="h3" variant="h6">
            {texts.deleteTitle}
          </Typography>
          <Typography sx={{ my: 1 }}>{texts.deleteIntro}</Typography>
          <Box role="status" sx={{ mb: 2 }}>
            {deletionAsked ? <Alert severity="info">{texts.deleteAsked}</Alert> : null}
            {requestErasure.isError ? <Alert severity="error">{texts.deleteFailed}</Alert> : null}
          </Box>
          <Button
            ref={deleteButton}
            variant="outlined"
            color="error"
            onClick={() => {
              setAsking(true);
            }}
          >
            {texts.deleteButton}
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
        <DialogTitle id="delete-account-title">{texts.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">{texts.dialogText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setAsking(false);
            }}
          >
            {texts.dialogCancel}
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
            {texts.dialogConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
