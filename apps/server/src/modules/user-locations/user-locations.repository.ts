import type { AddressDetails, AddressPartSources, LocationSource } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { batchedStatement, isUuidText } from '../../db/prepared-statement.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { userLocations } from './user-locations.tables.ts';

/** A saved user location, as this module's service reads it. */
export interface StoredUserLocation {
  address: string;
  addressDetails: AddressDetails;
  latitude: number;
  longitude: number;
  locationSource: LocationSource;
  addressPartSources: AddressPartSources;
  childrenFollow: boolean;
  updatedAt: Date;
}

const columns = {
  address: userLocations.address,
  addressDetails: userLocations.addressDetails,
  latitude: userLocations.latitude,
  longitude: userLocations.longitude,
  locationSource: userLocations.locationSource,
  addressPartSources: userLocations.addressPartSources,
  childrenFollow: userLocations.childrenFollow,
  updatedAt: userLocations.updatedAt,
};

export async function findUserLocation(
  db: Database,
  userId: string,
): Promise<StoredUserLocation | undefined> {
  const key = userId.toLowerCase();
  if (!isUuidText(key)) return undefined;
  return locationOfUser(db)(key);
}

// Read for a child that follows its parent's location on every matches page: the locations
// asked for in one turn of the event loop are read together.
const locationOfUser = batchedStatement((db) => {
  const query = db
    .select({ userId: userLocations.userId, ...columns })
    .from(userLocations)
    .where(sql`${userLocations.userId} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('user_locations_find_by_users');
  return async (userIds: readonly string[]) =>
    new Map(
      (await query.execute({ userIds })).map(({ userId, ...location }) => [userId, location]),
    );
});

/**
 * Saves the user's location, replacing the previous one, in one statement. Undefined when the
 * user does not exist (an access token can outlive its account).
 */
export async function saveUserLocation(
  db: Database,
  userId: string,
  location: StoredUserLocation,
): Promise<StoredUserLocation | undefined> {
  try {
    const [row] = await db
      .insert(userLocations)
      .values({ userId, ...location })
      .onConflictDoUpdate({ target: userLocations.userId, set: location })
      .returning(columns);
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}
