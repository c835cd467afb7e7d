import {
  commonErrorCodes,
  tooManyRequestsMessage,
  ValidateMagicLinkBody,
} from '@kinderwait/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../../app-error.ts';
import type { Config } from '../../../config.ts';

/** A route's `config` that limits it per client IP (read by the rate-limit plugin). */
export interface PerClientIpLimit {
  readonly rateLimit: {
    readonly max: number;
    readonly timeWindow: string;
    /** Routes naming the same group share one budget per client (rate-limit.ts). */
    readonly groupId?: string;
  };
}

/**
 * The account module's rate-limit policy, one place for the routes to take it from. The per-email
 * limit on sign-in emails is the sign-in service's own (it counts in the database).
 */
export interface AccountLimitsService {
  /**
   * Every public sign-in route (links, resends, link validation, token refresh): one budget of
   * AUTH_RATE_LIMIT_MAX calls a minute per client IP, shared by all of them.
   */
  readonly signInPerClientIp: PerClientIpLimit;
  /** The register form's checks: FIELD_CHECK_RATE_LIMIT_MAX a minute per client IP. */
  readonly fieldChecksPerClientIp: PerClientIpLimit;
  /**
   * Counts one validation of a sign-in link against the account it names and throws a 429 past
   * MAGIC_LINK_VALIDATIONS_PER_USER in 15 minutes: guessing links for one account from many IPs
   * meets this limit. A second counter, keyed by account, run after the body is validated.
   */
  readonly countLinkValidation: (request: FastifyRequest) => Promise<void>;
}

export interface AccountLimitsServiceDeps {
  config: Pick<
    Config,
    'AUTH_RATE_LIMIT_MAX' | 'FIELD_CHECK_RATE_LIMIT_MAX' | 'MAGIC_LINK_VALIDATIONS_PER_USER'
  >;
  /** The rate-limit plugin's factory, so these counters share its store (Redis when set). */
  createRateLimit: FastifyInstance['createRateLimit'];
}

export function createAccountLimitsService({
  config,
  createRateLimit,
}: AccountLimitsServiceDeps): AccountLimitsService {
  const validationsOfAccount = createRateLimit({
    max: config.MAGIC_LINK_VALIDATIONS_PER_USER,
    timeWindow: '15 minutes',
    keyGenerator: (request) => {
      const body = ValidateMagicLinkBody.safeParse(request.body);
      return `magic-link-validation:${body.success ? body.data.userId : ''}`;
    },
  });
  return {
    signInPerClientIp: {
      rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute', groupId: 'sign-in' },
    },
    fieldChecksPerClientIp: {
      rateLimit: { max: config.FIELD_CHECK_RATE_LIMIT_MAX, timeWindow: '1 minute' },
    },
    countLinkValidation: async (request) => {
      const limit = await validationsOfAccount(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const seconds = Math.max(1, limit.ttlInSeconds);
        throw new TooManyRequestsError(
          commonErrorCodes.rateLimited,
          tooManyRequestsMessage(seconds),
          seconds,
        );
      }
    },
  };
}
