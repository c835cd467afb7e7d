import type { Onboarding, OnboardingPatchBody, OnboardingStepName } from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  onboardingErrorCodes,
  onboardingMessages,
  onboardingStepNames,
  onboardingSteps,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { StoredOnboarding } from './onboarding.repository.ts';
import {
  onboardingRecordOf,
  appendSteps,
  findOnboardingById,
  findOrCreateOnboarding,
} from './onboarding.repository.ts';

export interface OnboardingService {
  /** The actor's onboarding, created on first read. */
  getOwn(actor: Actor): Promise<Onboarding>;
  /**
   * Records the steps the JSON patch adds; a step already completed changes nothing.
   * Another user's onboarding is a 404, as is one that does not exist.
   */
  addSteps(actor: Actor, onboardingId: string, patch: OnboardingPatchBody): Promise<Onboarding>;
  /** The user's onboarding as stored, if any (their data archive). */
  personalDataOf(userId: string): Promise<unknown[]>;
}

const known = new Set<string>(onboardingSteps);
const isStepName = (step: string): step is OnboardingStepName => known.has(step);

const notFound = (): AppError =>
  new AppError(404, onboardingErrorCodes.onboardingNotFound, onboardingMessages.onboardingNotFound);

const accountGone = (): AppError =>
  new AppError(
    401,
    commonErrorCodes.authenticationRequired,
    commonErrorMessages.authenticationRequired,
  );

export function createOnboardingService({
  db,
  clock,
  roles,
}: {
  db: Database;
  clock: Clock;
  roles: RolesService;
}): OnboardingService {
  const holdsARole = async (userId: string): Promise<boolean> =>
    (await roles.rolesOfUser(userId)).length > 0;

  /**
   * Role selection is derived: completed exactly when the user holds a role (so an account that
   * got its roles another way never chooses again), listed first; then the recorded steps.
   */
  const view = async (onboarding: StoredOnboarding): Promise<Onboarding> => {
    const recorded = onboarding.steps.filter(
      (step) => isStepName(step) && step !== onboardingStepNames.roleSelection,
    );
    const steps = (await holdsARole(onboarding.userId))
      ? [onboardingStepNames.roleSelection, ...recorded]
      : recorded;
    return { id: onboarding.id, steps: steps.filter(isStepName) };
  };

  return {
    personalDataOf: (userId) => onboardingRecordOf(db, userId),
    getOwn: async (actor) => {
      const onboarding = await findOrCreateOnboarding(db, actor.user.id, clock());
      if (onboarding === undefined) throw accountGone();
      return view(onboarding);
    },

    addSteps: async (actor, onboardingId, patch) => {
      const onboarding = await findOnboardingById(db, onboardingId);
      if (onboarding?.userId !== actor.user.id) throw notFound();
      const added = [...new Set(patch.map((operation) => operation.value))];
      if (added.includes(onboardingStepNames.roleSelection) && !(await holdsARole(actor.user.id))) {
        throw new AppError(
          409,
          onboardingErrorCodes.roleNotSelected,
          onboardingMessages.roleNotSelected,
        );
      }
      const recorded = added.filter((step) => step !== onboardingStepNames.roleSelection);
      const changed =
        recorded.length === 0
          ? onboarding
          : await appendSteps(db, onboarding.id, recorded, clock());
      if (changed === undefined) throw notFound();
      return view(changed);
    },
  };
}
