import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

/**
 * What the jobs ask of the phone numbers service, written here rather than imported from it: the
 * service sends these jobs, so importing its type back would close an import circle.
 */
interface PhoneNumbersJobTarget {
  provision(phoneNumberId: string, lastAttempt: boolean): Promise<void>;
  release(phoneNumberId: string): Promise<void>;
  releaseErased(erased: ErasedNumber): Promise<void>;
  sweepLapsed(): Promise<void>;
}

/** A number whose owner's account is erased: its id at the provider travels with the job. */
export const ErasedNumber = z.object({
  phoneNumberId: z.uuid(),
  providerNumberId: z.string().min(1).nullable(),
});
export type ErasedNumber = z.infer<typeof ErasedNumber>;

export const provisionAttempts = 6;

const numberPayload = z.object({ phoneNumberId: z.uuid() });

/**
 * Buys the number a provider asked for (phone-numbers.service.ts#provision): a retry finds a
 * number bought before by its name at the provider, so it never buys two. Failures are retried
 * with backoff (30 s, 1, 2, 4, 8 minutes); the last one marks the request failed and tells the
 * provider.
 */
export const provisionNumberJob = defineJob({
  name: 'phoneNumbers.provision',
  version: 1,
  payload: numberPayload,
  retry: { maxAttempts: provisionAttempts, backoffMs: 30_000 },
  handle: (
    { phoneNumberId },
    { phoneNumbers }: { phoneNumbers: Pick<PhoneNumbersJobTarget, 'provision'> },
    job,
  ) => phoneNumbers.provision(phoneNumberId, job.attempt >= provisionAttempts),
});

/**
 * Gives a number back once its grace period is over, unless the subscription came back
 * (phone-numbers.service.ts#release).
 */
export const releaseNumberJob = defineJob({
  name: 'phoneNumbers.release',
  version: 1,
  payload: numberPayload,
  retry: { maxAttempts: 8, backoffMs: 60_000 },
  handle: (
    { phoneNumberId },
    { phoneNumbers }: { phoneNumbers: Pick<PhoneNumbersJobTarget, 'release'> },
  ) => phoneNumbers.release(phoneNumberId),
});

/**
 * Hourly: a number whose owner no longer holds the subscription (the period ended, a refund, the
 * processor cancelled it) starts its grace period, the provider told.
 */
export const lapsedNumbersSweepJob = defineJob({
  name: 'phoneNumbers.lapsed-sweep',
  version: 1,
  payload: z.object({}),
  schedule: { everyMs: 60 * 60 * 1000, data: {} },
  retry: { maxAttempts: 3 },
  handle: (
    _payload,
    { phoneNumbers }: { phoneNumbers: Pick<PhoneNumbersJobTarget, 'sweepLapsed'> },
  ) => phoneNumbers.sweepLapsed(),
});

/**
 * Gives back the number of an erased account (phone-numbers.service.ts#releaseForErasure). The
 * payload holds the provider's id of the number, since the account's rows are gone by the time
 * it runs; one bought while the erasure ran is found by its name. Retried while Twilio fails;
 * releasing a number released before changes nothing.
 */
export const releaseErasedNumberJob = defineJob({
  name: 'phoneNumbers.release-erased',
  version: 1,
  payload: ErasedNumber,
  retry: { maxAttempts: 8, backoffMs: 60_000 },
  handle: (
    erased,
    { phoneNumbers }: { phoneNumbers: Pick<PhoneNumbersJobTarget, 'releaseErased'> },
  ) => phoneNumbers.releaseErased(erased),
});
