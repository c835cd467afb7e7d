import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { paths } from '../../../config/paths';
import { useBroadcastOrder } from '../../../api/broadcast/get-broadcast-order';
import { broadcastTexts, spotBroadcastErrorWords } from '../broadcast-texts';
import { formatWhen, orderStateText, orderSubject } from '../lib/broadcast-format';
import { DetailsList, needRows } from './need-details';
import type { NeedRow } from './need-details';
import { PageState } from './page-state';
import { PayStep } from './pay-step';

const texts = broadcastTexts.order;

function sentRows(order: BroadcastOrder): NeedRow[] {
  if (order.need !== null) {
    return [
      ...(order.child === null ? [] : [{ label: texts.child, value: order.child.firstName }]),
      ...needRows(order.need),
    ];
  }
  if (order.spot !== null) {
    return [
      { label: texts.ageGroup, value: order.spot.ageGroup.name },
      { label: texts.spaces, value: texts.spaceCount(order.spot.availableSpaces) },
      ...(order.spot.availableStartDate === null
        ? []
        : [{ label: texts.availableFrom, value: formatStartDate(order.spot.availableStartDate) }]),
    ];
  }
  return [];
}

function timeline(order: BroadcastOrder): string[] {
  return [
    texts.createdAt(formatWhen(order.createdAt)),
    ...(order.paidAt === null ? [] : [texts.paidAt(formatWhen(order.paidAt), order.paidWith)]),
    ...(order.sentAt === null ? [] : [texts.sentAt(formatWhen(order.sentAt))]),
    ...(order.expiresAt === null || order.state !== 'sent'
      ? []
      : [texts.expiresAt(formatWhen(order.expiresAt))]),
  ];
}

export interface OrderPageProps {
  orderId: string;
  roleId: number | undefined;
}

/**
 * /broadcast/orders/{orderId} (docs/product/broadcast.md#broadcast-orders): the order's
 * confirmation: what was sent, to how many, when, and the answers so far. Its details come from
 * the cache when the list (or the pay step) put them there. An unpaid order (a checkout cancelled,
 * or its payment not confirmed yet) shows the pay step.
 */
export function OrderPage({ orderId, roleId }: OrderPageProps) {
  const order = useBroadcastOrder(orderId);
  const data = order.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.app.broadcastOrders.getHref()} sx={{ mb: 1 }}>
        {broadcastTexts.backToOrders}
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      {data === undefined ? null : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {orderSubject(data)}
        </Typography>
      )}
      {data === undefined ? (
        <PageState
          error={order.error}
          failedText={texts.loadFailed}
          loadingLabel={broadcastTexts.loading}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <Stack spacing={2}>
          <Typography role="status" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {orderStateText(data)}
          </Typography>
          {data.state === 'awaiting_payment' ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Alert severity="info" sx={{ mb: 2 }}>
                {texts.notPaid}
              </Alert>
              <PayStep
                order={data}
                roleId={roleId}
                onPaid={() => undefined}
                errorWords={data.kind === 'spot' ? spotBroadcastErrorWords : undefined}
              />
            </Paper>
          ) : null}
          <Paper
            component="section"
            aria-labelledby="broadcast-sent-what"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="broadcast-sent-what" component="h2" variant="h6" sx={{ mb: 1 }}>
              {texts.sentWhat}
            </Typography>
            <DetailsList rows={sentRows(data)} />
          </Paper>
          <Paper
            component="section"
            aria-labelledby="broadcast-reached"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="broadcast-reached" component="h2" variant="h6" sx={{ mb: 1 }}>
              {texts.reachedHeading}
            </Typography>
            <Typography>{texts.estimated(data.estimatedReach)}</Typography>
            {data.answers === null ? null : (
              <Typography>
                {broadcastTexts.orders.answers(
                  data.answers.interested,
                  data.answers.notNow,
                  data.answers.pending,
                )}
              </Typography>
            )}
            {data.requestsReceived === null ? null : (
              <Typography>{broadcastTexts.orders.requests(data.requestsReceived)}</Typography>
            )}
            <Stack component="ul" sx={{ pl: 3, my: 1 }}>
              {timeline(data).map((line) => (
                <Typography component="li" key={line}>
                  {line}
                </Typography>
              ))}
            </Stack>
            {data.kind === 'family' && data.answers !== null && data.answers.interested > 0 ? (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.app.broadcastInterest.getHref(data.id)}
              >
                {broadcastTexts.orders.interestLink}
              </Button>
            ) : null}
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
