import { Suspense, useState } from 'react';
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
import { paths } from '../../../config/paths';
import { usePaymentHistory } from '../api/get-payment-history';
import { useMessages } from '../../../lib/i18n/use-messages';
import { productName } from '../../../lib/product-names';
import { billingCatalogue } from '../billing-messages';
import type { BillingMessages } from '../billing-messages';
import {
  dateTimeWords,
  historyRefusalKeys,
  moneyWords,
  paymentStatusKeys,
  taxWords,
} from '../lib/billing-words';
import { ReceiptDialog } from './receipt-dialog';

interface PaymentItemProps {
  messages: BillingMessages;
  payment: Payment;
  onReceipt: () => void;
}

function PaymentItem({ messages, payment, onReceipt }: PaymentItemProps) {
  const { t } = messages;
  const money = (cents: number) => moneyWords(messages, cents);
  const date = dateTimeWords(messages, payment.paidAt);
  const products = payment.lines
    .map((line) => {
      const name = productName(messages.language, line.productCode, line.name);
      return line.quantity > 1 ? t('historyLineQuantity', { name, quantity: line.quantity }) : name;
    })
    .join(', ');
  const status = t(paymentStatusKeys[payment.status]);
  const rows: [string, string][] = [
    [
      t('historyProducts'),
      payment.kind === 'renewal' ? t('historyRenewal', { products }) : products,
    ],
    [t('historyBeforeTax'), money(payment.subtotalAmount)],
    [
      t('historyTax', { label: taxWords(messages, payment.taxRatePercent) }),
      money(payment.taxAmount),
    ],
    [t('historyTotal'), money(payment.totalAmount)],
    [
      t('historyStatus'),
      payment.refusal === null
        ? status
        : t('historyStatusBecause', { status, reason: t(historyRefusalKeys[payment.refusal]) }),
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
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" onClick={onReceipt} aria-label={t('historyViewReceipt', { date })}>
        {t('historyReceipt')}
      </Button>
    </Paper>
  );
}

export interface PaymentHistoryPageProps {
  userId: string;
}

/** /service-payment/payment-history: newest first, more with "Load more", a receipt per payment. */
export function PaymentHistoryPage(props: PaymentHistoryPageProps) {
  return (
    <Suspense fallback={null}>
      <PaymentHistoryContent {...props} />
    </Suspense>
  );
}

function PaymentHistoryContent({ userId }: PaymentHistoryPageProps) {
  const messages = useMessages(billingCatalogue);
  const { t } = messages;
  const history = usePaymentHistory(userId);
  const [receiptOf, setReceiptOf] = useState<string | undefined>();
  const payments = history.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (history.isPending) {
    body = <CircularProgress aria-label={t('historyLoading')} />;
  } else if (history.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('historyLoadFailed')}
      </Alert>
    );
  } else if (payments.length === 0) {
    body = (
      <Typography>
        {t('historyEmpty')}
        <Link
          component={RouterLink}
          to={paths.app.pricingTierCarousel.getHref()}
          sx={{ display: 'block', mt: 1 }}
        >
          {t('seePlans')}
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
              messages={messages}
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
            {t('historyLoadMore')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
        {t('paymentHistory')}
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
