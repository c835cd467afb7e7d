import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { paths } from '../../../config/paths';
import { useBroadcastOrder } from '../../../api/broadcast/get-broadcast-order';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import type { BroadcastMessages } from '../broadcast-messages';
import {
  formatWhen,
  orderStateText,
  orderSubject,
  spotBroadcastErrorWords,
} from '../lib/broadcast-format';
import { DetailsList, needRows } from './need-details';
import type { NeedRow } from './need-details';
import { PageState } from './page-state';
import { PayStep } from './pay-step';
import { ageGroupName } from '../../../lib/catalogue-names';

function sentRows(messages: BroadcastMessages, order: BroadcastOrder): NeedRow[] {
  const { t, intl, language } = messages;
  if (order.need !== null) {
    return [
      ...(order.child === null ? [] : [{ label: t('orderChild'), value: order.child.firstName }]),
      ...needRows(messages, order.need),
    ];
  }
  if (order.spot !== null) {
    const from = order.spot.availableStartDate;
    return [
      { label: t('ageGroupLabel'), value: ageGroupName(language, order.spot.ageGroup) },
      {
        label: t('orderSpaces'),
        value: t('orderSpaceCount', { count: order.spot.availableSpaces }),
      },
      ...(from === null
        ? []
        : [
            {
              label: t('orderAvailableFrom'),
              value: calendarDateWords(intl, language, from),
            },
          ]),
    ];
  }
  return [];
}

function paidLine(messages: BroadcastMessages, paidAt: string, how: BroadcastOrder['paidWith']) {
  const when = formatWhen(messages, paidAt);
  if (how === 'allowance') return messages.t('orderPaidAtAllowance', { when });
  if (how === 'checkout') return messages.t('orderPaidAtCard', { when });
  return messages.t('orderPaidAt', { when });
}

function timeline(messages: BroadcastMessages, order: BroadcastOrder): string[] {
  const { t } = messages;
  return [
    t('orderCreatedAt', { when: formatWhen(messages, order.createdAt) }),
    ...(order.paidAt === null ? [] : [paidLine(messages, order.paidAt, order.paidWith)]),
    ...(order.sentAt === null
      ? []
      : [t('orderSentAt', { when: formatWhen(messages, order.sentAt) })]),
    ...(order.expiresAt === null || order.state !== 'sent'
      ? []
      : [t('orderExpiresAt', { when: formatWhen(messages, order.expiresAt) })]),
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
  return (
    <Suspense fallback={null}>
      <OrderContent orderId={orderId} roleId={roleId} />
    </Suspense>
  );
}

function OrderContent({ orderId, roleId }: OrderPageProps) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const order = useBroadcastOrder(orderId);
  const data = order.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.app.broadcastOrders.getHref()} sx={{ mb: 1 }}>
        {t('backToOrders')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('orderTitle')}
      </Typography>
      {data === undefined ? null : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {orderSubject(messages, data)}
        </Typography>
      )}
      {data === undefined ? (
        <PageState
          error={order.error}
          failedText={t('orderLoadFailed')}
          loadingLabel={t('loading')}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <Stack spacing={2}>
          <Typography role="status" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {orderStateText(messages, data)}
          </Typography>
          {data.state === 'awaiting_payment' ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('orderNotPaid')}
              </Alert>
              <PayStep
                order={data}
                roleId={roleId}
                onPaid={() => undefined}
                errorWords={data.kind === 'spot' ? spotBroadcastErrorWords(messages) : undefined}
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
              {t('orderSentWhat')}
            </Typography>
            <DetailsList rows={sentRows(messages, data)} />
          </Paper>
          <Paper
            component="section"
            aria-labelledby="broadcast-reached"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="broadcast-reached" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('orderReachedHeading')}
            </Typography>
            <Typography>{t('orderEstimated', { count: data.estimatedReach })}</Typography>
            {data.answers === null ? null : (
              <Typography>
                {t('ordersAnswers', {
                  interested: data.answers.interested,
                  notNow: data.answers.notNow,
                  pending: data.answers.pending,
                })}
              </Typography>
            )}
            {data.requestsReceived === null ? null : (
              <Typography>{t('ordersRequests', { count: data.requestsReceived })}</Typography>
            )}
            <Stack component="ul" sx={{ pl: 3, my: 1 }}>
              {timeline(messages, data).map((line) => (
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
                {t('ordersInterestLink')}
              </Button>
            ) : null}
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
