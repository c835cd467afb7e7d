import type { AssignRolesBody, RoleCode, UpdateUserBody, User } from '@kinderwait/contract';
import {
  formatValidationDetail,
  isProviderRole,
  permissions,
  registrationMessages,
  roleIds,
  roleLabels,
  usersErrorCodes,
  usersMessages,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Language } from '../../i18n/language.ts';
import { defaultLanguage, languageOrDefault } from '../../i18n/language.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../plugins/authentication.ts';
import { actorMay } from '../../plugins/authentication.ts';
import type { RolesService } from '../roles/roles.service.ts';
import { normalizeEmail, splitName, userView } from './user-view.ts';
import type { UserRow } from './users.repository.ts';
import {
  findLanguagesByIds,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  findUserByUserName,
  findUserWithRoles,
  deleteUser,
  insertUserIfAbsent,
  markEmailVerified,
  setUserClosed,
  updateUser,
} from './users.repository.ts';

/** The account row other modules receive from this service (never from the repository). */
export type { UserRow };

export interface UsersServiceOptions {
  db: Database;
  clock: Clock;
  roles: RolesService;
}

export interface UsersService {
  /** The actor themself, or anyone when the current role may manage users; else 404. */
  getUser(actor: Actor, userId: string): Promise<User>;
  updateOwnProfile(actor: Actor, body: UpdateUserBody): Promise<User>;
  assignRoles(actor: Actor, userId: string, body: AssignRolesBody): Promise<User>;
  // For the account module (sign-in and register-form checks) and billing (a user by email):
  findById(userId: string): Promise<UserRow | undefined>;
  /** findById for many users in one query (an opening's parents); those that exist, any order. */
  findByIds(userIds: readonly string[]): Promise<UserRow[]>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  /**
   * The language each user reads (their profile's), in one query however many: what the server
   * writes to them is in it. Users that do not exist are absent from the map. `db`: the caller's
   * transaction, when it has one open.
   */
  languagesOf(
    userIds: readonly string[],
    options?: { db?: Database },
  ): Promise<Map<string, Language>>;
  findByUserName(userName: string): Promise<UserRow | undefined>;
  /**
   * The account for `email`, created from register's `name` when there is none. A register for
   * an account never signed in to replaces its names: the first attempt may have had a typo.
   * `language` (the visitor's, from their request) becomes such an account's profile language.
   */
  register(email: string, name: string, language?: Language): Promise<UserRow>;
  markEmailVerified(userId: string): Promise<void>;
  /**
   * Closes the account while it waits to be deleted (`at`), or opens it again (null): a closed
   * account cannot sign in (docs/product/privacy.md#delete-my-account). For the privacy module.
   */
  setClosed(userId: string, at: Date | null): Promise<void>;
  /**
   * Deletes the account row, and with it everything keyed to it; false when it was gone
   * already. For the privacy module's erasure, after every module anonymised what it keeps.
   */
  deleteAccount(userId: string): Promise<boolean>;
}

const userNotFound = (): AppError =>
  new AppError(404, usersErrorCodes.userNotFound, usersMessages.userNotFound);

/** A 400 naming the field, like a schema error, so the form shows it next to the user name. */
const userNameTaken = (): AppError =>
  new AppError(
    400,
    usersErrorCodes.userNameTaken,
    registrationMessages.userNameTaken,
    formatValidationDetail([
      { path: ['body', 'userName'], message: registrationMessages.userNameTaken },
    ]),
  );

export function createUsersService({ db, clock, roles }: UsersServiceOptions): UsersService {
  const withRoles = async (row: UserRow): Promise<User> =>
    userView(row, await roles.rolesOfUser(row.id));

  /** The user, when the actor may see them; another user's existence is never revealed. */
  const visibleUser = async (
    actor: Actor,
    userId: string,
    permission: string,
  ): Promise<UserRow> => {
    if (userId !== actor.user.id && !actorMay(actor, permission)) throw userNotFound();
    const row = await findUserById(db, userId);
    if (row === undefined) throw userNotFound();
    return row;
  };

  return {
    // getUserInfo runs this on every page load: the row and its roles come in one query.
    getUser: async (actor, userId) => {
      if (userId !== actor.user.id && !actorMay(actor, permissions.userManage)) {
        throw userNotFound();
      }
      const found = await findUserWithRoles(db, userId);
      if (found === undefined) throw userNotFound();
      return userView(found.user, found.roles);
    },

    updateOwnProfile: async (actor, body) => {
      const { userName } = body;
      if (userName !== undefined && userName !== null) {
        const holder = await findUserByUserName(db, userName);
        if (holder !== undefined && holder.id !== actor.user.id) throw userNameTaken();
      }
      let row: UserRow | undefined;
      try {
        row = await updateUser(db, actor.user.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phoneNumber,
          preferredLanguage: body.preferredLanguage,
          ...(userName === undefined ? {} : { userName }),
          updatedAt: clock(),
        });
      } catch (error) {
        // Someone took the name between the check and the update: the unique index decides.
        if (isUniqueViolation(error)) throw userNameTaken();
        throw error;
      }
      if (row === undefined) throw userNotFound();
      return withRoles(row);
    },

    assignRoles: async (actor, userId, body) => {
      const mayAssignAny = actorMay(actor, permissions.roleAssign);
      const target = await visibleUser(actor, userId, permissions.roleAssign);
      if (normalizeEmail(body.email) !== target.email) {
        throw new AppError(400, usersErrorCodes.emailMismatch, usersMessages.emailMismatch);
      }
      const requested = [...new Set(body.roles)];
      if (!mayAssignAny) {
        if (requested.includes('SuperAdmin')) {
          throw new AppError(
            403,
            usersErrorCodes.roleAssignmentForbidden,
            usersMessages.superAdminAssignment,
          );
        }
        const held = (await roles.rolesOfUser(target.id)).map((role) => role.code);
        assertOneProviderRole([...held, ...requested]);
      }
      await roles.addUserRoles(
        target.id,
        requested.map((code) => roleIds[code]),
        clock(),
      );
      return withRoles(target);
    },

    findById: (userId) => findUserById(db, userId),
    findByIds: (userIds) => findUsersByIds(db, userIds),
    findByEmail: (email) => findUserByEmail(db, normalizeEmail(email)),
    languagesOf: async (userIds, options = {}) =>
      new Map(
        (await findLanguagesByIds(options.db ?? db, userIds)).map((row) => [
          row.id,
          languageOrDefault(row.preferredLanguage),
        ]),
      ),
    findByUserName: (userName) => findUserByUserName(db, userName),

    register: async (email, name, language = defaultLanguage) => {
      const names = splitName(name);
      const user = await insertUserIfAbsent(db, {
        email: normalizeEmail(email),
        ...names,
        preferredLanguage: language,
        createdAt: clock(),
      });
      if (user.emailVerifiedAt !== null) return user;
      if (
        user.firstName === names.firstName &&
        user.lastName === names.lastName &&
        user.preferredLanguage === language
      ) {
        return user;
      }
      const changes = { ...names, preferredLanguage: language, updatedAt: clock() };
      return (await updateUser(db, user.id, changes)) ?? user;
    },

    markEmailVerified: (userId) => markEmailVerified(db, userId, clock()),
    setClosed: (userId, at) => setUserClosed(db, userId, at),
    deleteAccount: (userId) => deleteUser(db, userId),
  };
}

/** A user is one kind of provider: two different provider roles is a conflict (409). */
function assertOneProviderRole(codes: readonly RoleCode[]): void {
  const providers = [...new Set(codes.filter(isProviderRole))];
  const [first, second] = providers;
  if (first !== undefined && second !== undefined) {
    throw new AppError(
      409,
      usersErrorCodes.providerRoleConflict,
      usersMessages.providerRoleConflict(roleLabels[first], roleLabels[second]),
    );
  }
}
