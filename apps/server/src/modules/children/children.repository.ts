import type { LocationSource } from '@kinderwait/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { batchedStatement, preparedStatement } from '../../db/prepared-statement.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { children } from './children.tables.ts';

/** A child's own care location, as stored (all four columns or none). */
export interface StoredChildLocation {
  address: string;
  latitude: number;
  longitude: number;
  locationSource: LocationSource;
}

/** What a save writes: the enrollment information, as the service validated it. */
export interface ChildFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  languages: string[];
  allergies: string;
  medicalConditions: string;
  medications: string;
  dietaryNeeds: string;
  specialNeeds: string;
  immunizationsUpToDate: boolean | null;
  emergencyContactName: string;
  emergencyContactPhone: string | null;
  emergencyContactRelationship: string;
  notes: string;
  location: StoredChildLocation | null;
}

/** A child as this module's service reads it. */
export interface StoredChild extends ChildFields {
  id: string;
  parentUserId: string;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: children.id,
  parentUserId: children.parentUserId,
  firstName: children.firstName,
  lastName: children.lastName,
  dateOfBirth: children.dateOfBirth,
  languages: children.languages,
  allergies: children.allergies,
  medicalConditions: children.medicalConditions,
  medications: children.medications,
  dietaryNeeds: children.dietaryNeeds,
  specialNeeds: children.specialNeeds,
  immunizationsUpToDate: children.immunizationsUpToDate,
  emergencyContactName: children.emergencyContactName,
  emergencyContactPhone: children.emergencyContactPhone,
  emergencyContactRelationship: children.emergencyContactRelationship,
  notes: children.notes,
  locationAddress: children.locationAddress,
  latitude: children.latitude,
  longitude: children.longitude,
  locationSource: children.locationSource,
  createdAt: children.createdAt,
  updatedAt: children.updatedAt,
};

/** Every column is selected, so a row is the table's select type. */
type ChildRow = typeof children.$inferSelect;

function fromRow(row: ChildRow): StoredChild {
  const { locationAddress, latitude, longitude, locationSource, ...rest } = row;
  return {
    ...rest,
    location:
      locationAddress === null || latitude === null || longitude === null
        ? null
        : {
            address: locationAddress,
            latitude,
            longitude,
            locationSource: locationSource ?? 'pin',
          },
  };
}

function toColumns({ location, ...fields }: ChildFields) {
  return {
    ...fields,
    locationAddress: location?.address ?? null,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    locationSource: location?.locationSource ?? null,
  };
}

/** Oldest first (then by id, so children added in the same instant keep one order). */
const listOrder = [asc(children.createdAt), asc(children.id)];

/** Inserts a child of `parentUserId`; undefined when that user does not exist (any more). */
export async function insertChild(
  db: Database,
  parentUserId: string,
  fields: ChildFields,
  now: Date,
): Promise<StoredChild | undefined> {
  try {
    const [row] = await db
      .insert(children)
      .values({ parentUserId, ...toColumns(fields), createdAt: now, updatedAt: now })
      .returning(columns);
    return row === undefined ? undefined : fromRow(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Replaces the information of child `id` when it belongs to `parentUserId`; undefined when no
 * such child of that parent exists (the one statement is the ownership check).
 */
export async function updateChild(
  db: Database,
  parentUserId: string,
  id: string,
  fields: ChildFields,
  now: Date,
): Promise<StoredChild | undefined> {
  const [row] = await db
    .update(children)
    .set({ ...toColumns(fields), updatedAt: now })
    .where(and(eq(children.id, id), eq(children.parentUserId, parentUserId)))
    .returning(columns);
  return row === undefined ? undefined : fromRow(row);
}

/** Child `id` when it belongs to `parentUserId`. */
export async function findChildOfParent(
  db: Database,
  parentUserId: string,
  id: string,
): Promise<StoredChild | undefined> {
  // Ids are checked at the boundary (the routes' schemas); lower case so a batch reads one once.
  const row = await childById(db)(id.toLowerCase());
  return row === undefined || row.parentUserId !== parentUserId ? undefined : fromRow(row);
}

// Every signed-in read of a child starts here (the matches endpoint on each page): the children
// asked for in one turn of the event loop are read together, and each caller keeps its own only.
const childById = batchedStatement((db) => {
  const query = db
    .select(columns)
    .from(children)
    .where(sql`${children.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('children_find_by_ids');
  return async (ids: readonly string[]) =>
    new Map((await query.execute({ ids })).map((row) => [row.id, row]));
});

/** The children of `parentUserId`, oldest record first. */
export async function listChildrenOfParent(
  db: Database,
  parentUserId: string,
): Promise<StoredChild[]> {
  const rows = await db
    .select(columns)
    .from(children)
    .where(eq(children.parentUserId, parentUserId))
    .orderBy(...listOrder);
  return rows.map(fromRow);
}

// A waitlist page reads its children by id twice (the list, then the access record's check):
// both built once per handle, the ids one array.
const existingIds = preparedStatement((db) =>
  db
    .select({ id: children.id })
    .from(children)
    .where(sql`${children.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('children_existing_ids'),
);
const childrenByIds = preparedStatement((db) =>
  db
    .select(columns)
    .from(children)
    .where(sql`${children.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('children_list_by_ids'),
);

/** Which of these children exist: their ids alone (the primary key's index). */
export async function findExistingChildIds(
  db: Database,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await existingIds(db).execute({ ids: [...ids] });
  return rows.map((row) => row.id);
}

/** These children, whoever their parents are (for the modules that show them to providers). */
export async function findChildrenByIds(
  db: Database,
  ids: readonly string[],
): Promise<StoredChild[]> {
  if (ids.length === 0) return [];
  const rows = await childrenByIds(db).execute({ ids: [...ids] });
  return rows.map(fromRow);
}

export async function countChildrenOfParent(db: Database, parentUserId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(children)
    .where(eq(children.parentUserId, parentUserId));
  return row?.total ?? 0;
}
