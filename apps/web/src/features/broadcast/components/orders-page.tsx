import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useBroadcastOrders } from '../../../api/broadcast/get-broadcast-orders';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { useDeleteBroadcastOrder } from '../api/delete-broadcast-order';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import type { BroadcastMessages } from '../broadcast-messages';
import {
  broadcastErrorWords,
  formatWhen,
  orderStateText,
  orderSubject,
} from '../lib/broadcast-format';

function OrderItem({
  messages,
  order,
  onDelete,
}: {
  messages: BroadcastMessages;
  order: BroadcastOrder;
  onDelete: (order: BroadcastOrder) => void;
}) {
  const { t } = messages;
  const subject = orderSubject(messages, order);
  const headingId = `broadcast-order-${order.id}`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2, opacity: order.state === 'expired' ? 0.75 : 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {subject}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{orderStateText(messages, order)}</Typography>
        {order.sentAt === null ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('ordersSentOn', { date: formatWhen(messages, order.sentAt) })}
          </Typography>
        )}
        {order.answers === null ? null : (
          <Typography variant="body2">
            {t('ordersAnswers', {
              interested: order.answers.interested,
              notNow: order.answers.notNow,
              pending: order.answers.pending,
            })}
          </Typography>
        )}
        {order.requestsReceived === null ? null : (
          <Typography variant="body2">
            {t('ordersRequests', { count: order.requestsReceived })}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button
            component={RouterLink}
            to={paths.app.broadcastOrder.getHref(order.id)}
            aria-label={t('ordersOpenLabel', { what: subject })}
          >
            {t('ordersOpen')}
          </Button>
          {order.kind === 'family' && order.answers !== null && order.answers.interested > 0 ? (
            <Button component={RouterLink} to={paths.app.broadcastInterest.getHref(order.id)}>
              {t('ordersInterestLink')}
            </Button>
          ) : null}
          <Button
            color="error"
            aria-label={t('ordersDeleteLabel', { what: subject })}
            onClick={() => {
              onDelete(order);
            }}
          >
            {t('ordersDelete')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * /broadcast/orders (docs/product/broadcast.md#broadcast-orders): the user's paid orders, newest
 * first, with their state (sending, sent to N, answers so far, expired). A list that cannot be
 * loaded shows 'Failed to fetch broadcast orders' and an empty list; deleting asks first, then
 * removes the order from the list at once.
 */
export function OrdersPage({ newBroadcastHref }: { newBroadcastHref?: string }) {
  return (
    <Suspense fallback={null}>
      <OrdersContent newBroadcastHref={newBroadcastHref} />
    </Suspense>
  );
}

function OrdersContent({ newBroadcastHref }: { newBroadcastHref?: string }) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const orders = useBroadcastOrders();
  const [toDelete, setToDelete] = useState<BroadcastOrder | null>(null);
  const remove = useDeleteBroadcastOrder();
  const items = orders.data?.items ?? [];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography component="h1" variant="h4">
          {t('ordersTitle')}
        </Typography>
        {newBroadcastHref === undefined ? null : (
          <Button variant="contained" component={RouterLink} to={newBroadcastHref}>
            {t('priceStart')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ mb: 2 }}>{t('ordersIntro')}</Typography>
      {orders.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failedToFetchBroadcastOrders')}
        </Alert>
      ) : null}
      {remove.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('failedWithReason', {
            failed: t('ordersDeleteFailed'),
            reason: errorMessageFor(remove.error, broadcastErrorWords(messages)),
          })}
        </Alert>
      ) : null}
      {orders.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('ordersLoading')} />
        </Box>
      ) : (
        <>
          {items.length === 0 && !orders.isError ? (
            <Typography>{t('ordersEmpty')}</Typography>
          ) : null}
          <Stack component="ul" aria-label={t('ordersTitle')} spacing={2} sx={{ p: 0, m: 0 }}>
            {items.map((order) => (
              <OrderItem key={order.id} messages={messages} order={order} onDelete={setToDelete} />
            ))}
          </Stack>
        </>
      )}
      <ResponsiveDialog
        open={toDelete !== null}
        onClose={() => {
          setToDelete(null);
        }}
        aria-labelledby="broadcast-delete-title"
        aria-describedby="broadcast-delete-text"
      >
        <DialogTitle id="broadcast-delete-title">{t('ordersDeleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="broadcast-delete-text">{t('ordersDeleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setToDelete(null);
            }}
          >
            {t('ordersDeleteCancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (toDelete !== null) remove.mutate(toDelete.id);
              setToDelete(null);
            }}
          >
            {t('ordersDeleteConfirm')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
    </Container>
  );
}
