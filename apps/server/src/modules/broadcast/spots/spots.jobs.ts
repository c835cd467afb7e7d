import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';

/** What the spot delivery job asks of the spot broadcasts service (spots.service.ts). */
export interface SpotJobHandlers {
  /**
   * Sends a paid spot order: fixes its families once (rank order), tells each one not told yet,
   * then marks the order sent. Idempotent: a re-run or a second process tells nobody twice.
   */
  deliverSpot(orderId: string): Promise<void>;
}

interface SpotJobDeps {
  spotBroadcasts: SpotJobHandlers;
}

/** A spot broadcast was paid: its families are told in the background, in priority order. */
export const spotDeliveryJob = defineJob({
  name: 'broadcast.spot-delivery',
  version: 1,
  payload: z.object({ orderId: z.uuid() }),
  handle: ({ orderId }, { spotBroadcasts }: SpotJobDeps) => spotBroadcasts.deliverSpot(orderId),
});
