import type { UserRole } from '@kinderwait/contract';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { batchedStatement, isUuidText } from '../../db/prepared-statement.ts';
import { heldRolesColumn, parseHeldRolesColumn } from '../roles/held-roles.ts';
import { users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The users of `ids` that exist, in no particular order. */
export async function findUsersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The profile language of each of `ids` that exists, in one query (a fan-out's recipients). */
export async function findLanguagesByIds(
  db: Database,
  ids: readonly string[],
): Promise<{ id: string; preferredLanguage: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

export interface UserWithRoles {
  user: UserRow;
  roles: UserRole[];
}

// getUserInfo runs this on every page load: the users asked for in one turn of the event loop
// come back in one round trip.
const usersWithRoles = batchedStatement((db) => {
  const query = db
    .select({ user: getTableColumns(users), roles: heldRolesColumn(users.id) })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('users_find_with_roles');
  return async (ids: readonly string[]) =>
    new Map(
      (await query.execute({ ids })).map((row) => [
        row.user.id,
        { user: row.user, roles: parseHeldRolesColumn(row.roles) },
      ]),
    );
});

/** The user and the roles they hold (in role-id order), in one round trip shared with others. */
export async function findUserWithRoles(
  db: Database,
  id: string,
): Promise<UserWithRoles | undefined> {
  const key = id.toLowerCase();
  if (!isUuidText(key)) return undefined;
  return usersWithRoles(db)(key);
}

/** `email` must already be lower-cased (see normalizeEmail). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByUserName(
  db: Database,
  userName: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return row;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  /** 'en' when not given (the column's default). */
  preferredLanguage?: string;
  createdAt: Date;
}

/**
 * Creates the user, or returns the one a concurrent request created with the same email a moment
 * earlier (the unique index decides, so two registers never make two accounts).
 */
export async function insertUserIfAbsent(db: Database, user: NewUser): Promise<UserRow> {
  const [inserted] = await db
    .insert(users)
    .values({ ...user, updatedAt: user.createdAt })
    .onConflictDoNothing()
    .returning();
  if (inserted !== undefined) return inserted;
  const existing = await findUserByEmail(db, user.email);
  if (existing === undefined) throw new Error('user vanished between insert and select');
  return existing;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'phoneNumber' | 'preferredLanguage' | 'userName' | 'updatedAt'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Records the first proof that the user reads this email; later proofs change nothing. */
export async function markEmailVerified(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

export async function setUserClosed(db: Database, id: string, at: Date | null): Promise<void> {
  await db.update(users).set({ closedAt: at }).where(eq(users.id, id));
}

export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
