import type { RunnableJob } from '../jobs/job-definition.ts';
import { spotDeliveryJob } from '../modules/broadcast/spots/spots.jobs.ts';
import { refundRefusedPaymentJob } from '../modules/billing/checkout/checkout.jobs.ts';
import { repairDuplicateSubscriptionsJob } from '../modules/billing/checkout/duplicate-repair.jobs.ts';
import {
  broadcastExpiryJob,
  familyDeliveryJob,
  familyLateMatchesJob,
  providerDigestJob,
} from '../modules/broadcast/family/family.jobs.ts';
import {
  crawlStepJob,
  embedBackfillJob,
  embedChunksJob,
  processFileJob,
} from '../modules/knowledge-base/knowledge-base.jobs.ts';
import { noticeEmailJob, noticeSmsJob } from '../modules/notices/notices.jobs.ts';
import {
  lapsedNumbersSweepJob,
  provisionNumberJob,
  releaseErasedNumberJob,
  releaseNumberJob,
} from '../modules/phone-numbers/phone-numbers.jobs.ts';
import {
  availabilityAlertsJob,
  availabilityOpeningJob,
} from '../modules/notifications/availability/availability.jobs.ts';
import { reconfirmationSweepJob } from '../modules/notifications/reconfirmation/reconfirmation.jobs.ts';
import {
  buildExportJob,
  erasureSweepJob,
  retentionSweepJob,
} from '../modules/privacy/privacy.jobs.ts';
import {
  summariseConversationJob,
  transcriptRetentionJob,
} from '../modules/voice-agent/voice-agent.jobs.ts';
import { expireDueOffersJob } from '../modules/waitlist/offers/offers.jobs.ts';
import type { ServiceInfrastructure, Services } from './services.ts';

/**
 * Every background job the app runs, in one list (each defined beside the module that sends it,
 * jobs/job-definition.ts). The compiler checks that the services and infrastructure given here
 * are all that each handler says it needs; a job missing from the list cannot be sent.
 */
export const jobDefinitions: readonly RunnableJob<Services & ServiceInfrastructure>[] = [
  noticeEmailJob,
  noticeSmsJob,
  availabilityOpeningJob,
  availabilityAlertsJob,
  reconfirmationSweepJob,
  expireDueOffersJob,
  refundRefusedPaymentJob,
  repairDuplicateSubscriptionsJob,
  buildExportJob,
  erasureSweepJob,
  retentionSweepJob,
  spotDeliveryJob,
  familyDeliveryJob,
  familyLateMatchesJob,
  broadcastExpiryJob,
  providerDigestJob,
  processFileJob,
  crawlStepJob,
  embedChunksJob,
  embedBackfillJob,
  provisionNumberJob,
  releaseNumberJob,
  releaseErasedNumberJob,
  lapsedNumbersSweepJob,
  summariseConversationJob,
  transcriptRetentionJob,
];
