import type { FieldCheckResponse } from '@kinderwait/contract';
import { Email, isValidUserName, registrationMessages, userNameRule } from '@kinderwait/contract';
import type { UserRow, UsersService } from '../../users/users.service.ts';

/**
 * The register form's server-side checks (docs/product/accounts.md#field-checks): format, then
 * availability. An email counts as taken once its account has been signed in to (an unconfirmed
 * register does not block the real owner). A user name is taken by any account, whatever its case.
 */
export interface FieldChecksService {
  checkEmail(email: string): Promise<FieldCheckResponse>;
  checkUserName(userName: string): Promise<FieldCheckResponse>;
  /** Both; available when neither belongs to another account, or both to the same one. */
  checkUserNameAndEmail(userName: string, email: string): Promise<FieldCheckResponse>;
}

export interface FieldChecksServiceDeps {
  /** Who holds an email or a user name already. */
  users: Pick<UsersService, 'findByEmail' | 'findByUserName'>;
}

const isValidEmail = (email: string): boolean => Email.safeParse(email.trim()).success;

export function createFieldChecksService({ users }: FieldChecksServiceDeps): FieldChecksService {
  const emailHolder = async (email: string): Promise<UserRow | undefined> => {
    const user = await users.findByEmail(email);
    return user?.emailVerifiedAt === null ? undefined : user;
  };

  return {
    checkEmail: async (email) => {
      if (!isValidEmail(email)) {
        return { valid: false, available: false, message: registrationMessages.emailInvalid };
      }
      if ((await emailHolder(email)) !== undefined) {
        return { valid: true, available: false, message: registrationMessages.emailTaken };
      }
      return { valid: true, available: true };
    },

    checkUserName: async (userName) => {
      if (!isValidUserName(userName)) {
        return { valid: false, available: false, message: userNameRule.description };
      }
      if ((await users.findByUserName(userName)) !== undefined) {
        return { valid: true, available: false, message: registrationMessages.userNameTaken };
      }
      return { valid: true, available: true };
    },

    checkUserNameAndEmail: async (userName, email) => {
      if (!isValidUserName(userName)) {
        return { valid: false, available: false, message: userNameRule.description };
      }
      if (!isValidEmail(email)) {
        return { valid: false, available: false, message: registrationMessages.emailInvalid };
      }
      const [nameHolder, mailHolder] = await Promise.all([
        users.findByUserName(userName),
        emailHolder(email),
      ]);
      if (nameHolder === undefined && mailHolder === undefined) {
        return { valid: true, available: true };
      }
      if (nameHolder !== undefined && mailHolder !== undefined) {
        return nameHolder.id === mailHolder.id
          ? { valid: true, available: true }
          : {
              valid: true,
              available: false,
              message: registrationMessages.userNameEmailOtherAccounts,
            };
      }
      return {
        valid: true,
        available: false,
        message:
          nameHolder === undefined
            ? registrationMessages.emailTaken
            : registrationMessages.userNameTaken,
      };
    },
  };
}
