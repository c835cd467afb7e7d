import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareRequestsCatalogue } from '../childcare-requests-messages';

const reasonMaxLength = 500;

export interface WithdrawDialogProps {
  /** The request to withdraw; undefined when closed. */
  request: ParentChildcareRequest | undefined;
  onCancel: () => void;
  onConfirm: (request: ParentChildcareRequest, reason: string) => void;
}

/** Asks before a request is withdrawn, with an optional reason for the provider. */
export function WithdrawDialog({ request, onCancel, onConfirm }: WithdrawDialogProps) {
  const { t } = useMessages(childcareRequestsCatalogue);
  const confirmWords = (about: ParentChildcareRequest) => {
    const text = t('confirmText', { provider: about.providerName, child: about.childFirstName });
    // Withdrawing a request that holds an open offer declines it too.
    return about.offer?.status === 'open'
      ? t('confirmWithOffer', {
          text,
          offerText: t('confirmOfferText', { provider: about.providerName }),
        })
      : text;
  };
  const [reason, setReason] = useState('');
  // While the dialog fades out it still shows the request it was about.
  const [shown, setShown] = useState(request);
  if (request !== undefined && request !== shown) setShown(request);
  return (
    <Dialog
      open={request !== undefined}
      onClose={onCancel}
      aria-labelledby="withdraw-title"
      aria-describedby="withdraw-text"
      fullWidth
      maxWidth="xs"
      // The button that opened the dialog is gone once the request is withdrawn: the page
      // moves focus itself.
      disableRestoreFocus
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
          },
        },
      }}
    >
      <DialogTitle id="withdraw-title">{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="withdraw-text">
          {shown === undefined ? null : confirmWords(shown)}
        </DialogContentText>
        <TextField
          label={t('reason')}
          helperText={t('reasonHelp')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
          }}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} autoFocus>
          {t('keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (request !== undefined) onConfirm(request, reason);
          }}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
