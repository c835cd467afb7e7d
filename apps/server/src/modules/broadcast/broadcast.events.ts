import { BroadcastKind } from '@kinderwait/contract';
import { z } from 'zod';
import { defineEvent } from '../../events/domain-events.ts';

/**
 * A broadcast order was paid (from the allowance or through checkout): published once, inside the
 * transaction that marked it paid, whichever way and however often the payment was told. The
 * sub-folder that sends orders of that kind subscribes and queues its delivery job (family:
 * orders/, spot: spots/).
 */
export const orderPaid = defineEvent(
  'broadcast.orderPaid',
  z.object({ orderId: z.uuid(), kind: BroadcastKind }),
);
