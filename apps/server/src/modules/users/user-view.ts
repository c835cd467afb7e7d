import type { User, UserRole } from '@kinderwait/contract';
import { PreferredLanguage } from '@kinderwait/contract';
import type { UserRow } from './users.repository.ts';

/** The wire shape of a user: an explicit whitelist, so no column leaks by being added. */
export function userView(row: UserRow, roles: UserRole[]): User {
  const language = PreferredLanguage.safeParse(row.preferredLanguage);
  return {
    id: row.id,
    email: row.email,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    preferredLanguage: language.success ? language.data : 'en',
    roles,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Emails are compared case-insensitively, so they are stored and looked up lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Register's `name`: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
