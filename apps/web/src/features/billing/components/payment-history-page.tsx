import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Payment } from '@kinderwait/contract/billing';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import { paths } from '../../../config/paths';
import { usePaymentHistory } from '../api/get-payment-history';
import { billingTexts } from '../billing-texts';
import { formatTorontoDateTime } from '../lib/toronto-time';
import { ReceiptDialog } from './receipt-dialog';

const texts = billingTexts.history;

function PaymentItem({ payment, onReceipt }: { payment: Payment; onReceipt: () => void }) {
  const date = formatTorontoDateTime(payment.paidAt);
  const products = payment.lines.map((line) =>
    line.quantity > 1 ? `${line.name} × ${String(line.quantity)}` : line.name,
  );
  const rows: [string, string][] = [
    [
      texts.products,
      products.join(', ') + (payment.kind === 'renewal' ? ` (${texts.renewal})` : ''),
    ],
    [texts.beforeTax, formatCad(payment.subtotalAmount)],
    [`${texts.tax} (${payment.taxLabel})`, formatCad(payment.taxAmount)],
    [texts.total, formatCad(payment.totalAmount)],
    [
      texts.status,
      texts.statuses[payment.status] +
        (payment.refusal === null ? '' : ` (${texts.refusals[payment.refusal]})`),
    ],
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h2" variant="h6">
        {date}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, my: 1 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" onClick={onReceipt} aria-label={texts.viewReceipt(date)}>
        {texts.receipt}
      </Button>
    </Paper>
  );
}

export interface PaymentHistoryPageProps {
  userId: string;
}

/** /service-payment/payment-history: newest first, more with "Load more", a receipt per payment. */
export function PaymentHistoryPage({ userId }: PaymentHistoryPageProps) {
  const history = usePaymentHistory(userId);
  const [receiptOf, setReceiptOf] = useState<string | undefined>();
  const payments = history.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (history.isPending) {
    body = <CircularProgress aria-label={texts.loading} />;
  } else if (history.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void history.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.loadFailed}
      </Alert>
    );
  } else if (payments.length === 0) {
    body = (
      <Typography>
        {texts.empty}{' '}
        <Link component={RouterLink} to={paths.app.pricingTierCarousel.getHref()}>
          {texts.plans}
        </Link>
      </Typography>
    );
  } else {
    body = (
      <>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {payments.map((payment) => (
            <PaymentItem
              key={payment.id}
              payment={payment}
              onReceipt={() => {
                setReceiptOf(payment.id);
              }}
            />
          ))}
        </Stack>
        {history.hasNextPage ? (
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {texts.loadMore}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
        {texts.title}
      </Typography>
      {body}
      <ReceiptDialog
        userId={userId}
        sessionId={receiptOf}
        onClose={() => {
          setReceiptOf(undefined);
        }}
      />
    </Container>
  );
}
