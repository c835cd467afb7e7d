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
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { useBroadcastOrders } from '../../../api/broadcast/get-broadcast-orders';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { useDeleteBroadcastOrder } from '../api/delete-broadcast-order';
import {
  broadcastErrorWords,
  broadcastTexts,
  failedToFetchBroadcastOrders,
} from '../broadcast-texts';
import { formatWhen, orderStateText, orderSubject } from '../lib/broadcast-format';

const texts = broadcastTexts.orders;

function OrderItem({
  order,
  onDelete,
}: {
  order: BroadcastOrder;
  onDelete: (order: BroadcastOrder) => void;
}) {
  const subject = orderSubject(order);
  const headingId = `broadcast-order-${order.id}`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2, opacity: order.state === 'expired' ? 0.75 : 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {subject}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{orderStateText(order)}</Typography>
        {order.sentAt === null ? null : (
          <Typography variant="body2" color="text.secondary">
            {texts.sentOn(formatWhen(order.sentAt))}
          </Typography>
        )}
        {order.answers === null ? null : (
          <Typography variant="body2">
            {texts.answers(order.answers.interested, order.answers.notNow, order.answers.pending)}
          </Typography>
        )}
        {order.requestsReceived === null ? null : (
          <Typography variant="body2">{texts.requests(order.requestsReceived)}</Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button
            component={RouterLink}
            to={paths.app.broadcastOrder.getHref(order.id)}
            aria-label={texts.openLabel(subject)}
          >
            {texts.open}
          </Button>
          {order.kind === 'family' && order.answers !== null && order.answers.interested > 0 ? (
            <Button component={RouterLink} to={paths.app.broadcastInterest.getHref(order.id)}>
              {texts.interestLink}
            </Button>
          ) : null}
          <Button
            color="error"
            aria-label={texts.deleteLabel(subject)}
            onClick={() => {
              onDelete(order);
            }}
          >
            {texts.delete}
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
          {texts.title}
        </Typography>
        {newBroadcastHref === undefined ? null : (
          <Button variant="contained" component={RouterLink} to={newBroadcastHref}>
            {texts.newBroadcast}
          </Button>
        )}
      </Stack>
      <Typography sx={{ mb: 2 }}>{texts.intro}</Typography>
      {orders.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              {broadcastTexts.retry}
            </Button>
          }
        >
          {failedToFetchBroadcastOrders}
        </Alert>
      ) : null}
      {remove.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {texts.deleteFailed} {errorMessageFor(remove.error, broadcastErrorWords)}
        </Alert>
      ) : null}
      {orders.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={texts.loading} />
        </Box>
      ) : (
        <>
          {items.length === 0 && !orders.isError ? <Typography>{texts.empty}</Typography> : null}
          <Stack component="ul" aria-label={texts.title} spacing={2} sx={{ p: 0, m: 0 }}>
            {items.map((order) => (
              <OrderItem key={order.id} order={order} onDelete={setToDelete} />
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
        <DialogTitle id="broadcast-delete-title">{texts.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="broadcast-delete-text">{texts.deleteText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setToDelete(null);
            }}
          >
            {texts.deleteCancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (toDelete !== null) remove.mutate(toDelete.id);
              setToDelete(null);
            }}
          >
            {texts.deleteConfirm}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
    </Container>
  );
}
