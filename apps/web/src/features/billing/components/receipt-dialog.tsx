import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useReceipt } from '../api/get-receipt';
import { useMessages } from '../../../lib/i18n/use-messages';
import { billingCatalogue } from '../billing-messages';
import { dateTimeWords, moneyWords } from '../lib/billing-words';
import { OrderLines } from './order-lines';

/** While the receipt is open, printing shows the receipt alone: the app behind it and the buttons are left out. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '#root': { display: 'none' },
        '.MuiBackdrop-root, .receipt-actions': { display: 'none' },
        '.receipt-dialog .MuiDialog-container': { display: 'block', height: 'auto' },
        '.receipt-dialog .MuiDialog-paper': {
          boxShadow: 'none',
          margin: 0,
          maxWidth: 'none',
          maxHeight: 'none',
          width: '100%',
        },
      },
    }}
  />
);

export interface ReceiptDialogProps {
  userId: string;
  /** The payment whose receipt is open; undefined when closed. */
  sessionId: string | undefined;
  onClose: () => void;
}

/**
 * A printable receipt (docs/product/billing.md#payment-history): who sold, who bought, the lines,
 * HST and total; `window.print()`.
 */
export function ReceiptDialog({ userId, sessionId, onClose }: ReceiptDialogProps) {
  const messages = useMessages(billingCatalogue);
  const { t } = messages;
  const receipt = useReceipt(userId, sessionId);
  const data = receipt.data;
  return (
    <Dialog
      open={sessionId !== undefined}
      onClose={onClose}
      className="receipt-dialog"
      fullWidth
      maxWidth="sm"
      aria-labelledby="receipt-title"
    >
      {sessionId === undefined ? null : printStyles}
      <DialogTitle id="receipt-title">{t('receiptTitle')}</DialogTitle>
      <DialogContent>
        {receipt.isPending ? <CircularProgress aria-label={t('receiptLoading')} /> : null}
        {receipt.isError ? <Alert severity="error">{t('receiptLoadFailed')}</Alert> : null}
        {data === undefined ? null : (
          <>
            <Typography>{t('receiptNumber', { number: data.receiptNumber })}</Typography>
            <Typography>
              {t('receiptDate', { date: dateTimeWords(messages, data.paidAt) })}
            </Typography>
            <Typography sx={{ mt: 2 }}>
              {t('receiptSeller', {
                name: data.seller.name,
                address: data.seller.address,
                email: data.seller.email,
              })}
            </Typography>
            {data.seller.taxRegistrationNumber === null ? null : (
              <Typography>
                {t('receiptTaxNumber', { number: data.seller.taxRegistrationNumber })}
              </Typography>
            )}
            <Typography sx={{ mt: 1, mb: 2 }}>
              {t('receiptBilledTo', { name: data.buyer.name, email: data.buyer.email })}
            </Typography>
            <OrderLines caption={t('receiptTitle')} {...data} />
            {data.refundedAmount > 0 ? (
              <Typography sx={{ mt: 1 }}>
                {t('receiptRefunded', { amount: moneyWords(messages, data.refundedAmount) })}
              </Typography>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions className="receipt-actions">
        <Button
          disabled={data === undefined}
          onClick={() => {
            window.print();
          }}
        >
          {t('receiptPrint')}
        </Button>
        <Button onClick={onClose}>{t('receiptClose')}</Button>
      </DialogActions>
    </Dialog>
  );
}
