import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import { useReceipt } from '../api/get-receipt';
import { billingTexts } from '../billing-texts';
import { formatTorontoDateTime } from '../lib/toronto-time';
import { OrderLines } from './order-lines';

const texts = billingTexts.receipt;

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
      <DialogTitle id="receipt-title">{texts.title}</DialogTitle>
      <DialogContent>
        {receipt.isPending ? <CircularProgress aria-label={texts.loading} /> : null}
        {receipt.isError ? <Alert severity="error">{texts.loadFailed}</Alert> : null}
        {data === undefined ? null : (
          <>
            <Typography>
              {texts.number}: {data.receiptNumber}
            </Typography>
            <Typography>
              {texts.date}: {formatTorontoDateTime(data.paidAt)}
            </Typography>
            <Typography sx={{ mt: 2 }}>
              {texts.seller}: {data.seller.name}, {data.seller.address}, {data.seller.email}
            </Typography>
            {data.seller.taxRegistrationNumber === null ? null : (
              <Typography>
                {texts.taxNumber}: {data.seller.taxRegistrationNumber}
              </Typography>
            )}
            <Typography sx={{ mt: 1, mb: 2 }}>
              {texts.billedTo}: {data.buyer.name}, {data.buyer.email}
            </Typography>
            <OrderLines caption={texts.title} {...data} />
            {data.refundedAmount > 0 ? (
              <Typography sx={{ mt: 1 }}>
                {texts.refunded}: {formatCad(data.refundedAmount)}
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
          {texts.print}
        </Button>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
