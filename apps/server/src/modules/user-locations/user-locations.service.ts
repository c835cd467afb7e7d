import type {
  AddressDetails,
  LocationSource,
  SaveUserLocationBody,
  UserLocation,
} from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  formatValidationDetail,
  permissions,
  userLocationsErrorCodes,
  userLocationsMessages,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import { actorMay } from '../../plugins/authentication.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { StoredUserLocation } from './user-locations.repository.ts';
import { findUserLocation, saveUserLocation } from './user-locations.repository.ts';

/** The location a user's children follow (for the children module). */
export interface ChildrenLocation {
  address: string;
  locationDetails: AddressDetails;
  latitude: number;
  longitude: number;
  /** Where the position came from: a postal area's centre makes distances from it approximate. */
  locationSource: LocationSource;
}

export interface UserLocationsService {
  /** The actor's saved location; every location field null while none is saved. */
  getOwn(actor: Actor): Promise<UserLocation>;
  /**
   * Saves the actor's location. updateChildrenLocation true needs a current role holding
   * child.create (docs/product/onboarding.md#location-by-role), else 400 naming the field.
   * Without locationDetails the parts come from the address text and the coordinates
   * (docs/product/onboarding.md#saving-without-the-parts).
   */
  save(actor: Actor, body: SaveUserLocationBody): Promise<UserLocation>;
  /**
   * Where `userId`'s children are, unless a child's own location is set: the user's location
   * when its last save had updateChildrenLocation true, else null. For the children module.
   */
  childrenLocationOf(userId: string): Promise<ChildrenLocation | null>;
  /** The user's saved location, if any (their data archive). */
  personalDataOf(userId: string): Promise<StoredUserLocation | undefined>;
}

const noLocation: UserLocation = {
  address: null,
  latitude: null,
  longitude: null,
  locationDetails: null,
  locationSource: null,
  addressPartSources: null,
  updateChildrenLocation: false,
  updatedAt: null,
};

function view(location: StoredUserLocation | undefined): UserLocation {
  if (location === undefined) return noLocation;
  return {
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    locationDetails: location.addressDetails,
    locationSource: location.locationSource,
    addressPartSources: location.addressPartSources,
    updateChildrenLocation: location.childrenFollow,
    updatedAt: location.updatedAt.toISOString(),
  };
}

export function createUserLocationsService({
  db,
  clock,
  addresses,
}: {
  db: Database;
  clock: Clock;
  addresses: Pick<AddressesService, 'resolveLocation'>;
}): UserLocationsService {
  return {
    getOwn: async (actor) => view(await findUserLocation(db, actor.user.id)),
    personalDataOf: (userId) => findUserLocation(db, userId),

    save: async (actor, body) => {
      if (body.updateChildrenLocation && !actorMay(actor, permissions.childCreate)) {
        const message = userLocationsMessages.childrenLocationNotAllowed;
        throw new AppError(
          400,
          userLocationsErrorCodes.childrenLocationNotAllowed,
          message,
          formatValidationDetail([{ path: ['body', 'updateChildrenLocation'], message }]),
        );
      }
      const location = await addresses.resolveLocation(body, ['body']);
      const saved = await saveUserLocation(db, actor.user.id, {
        address: location.address,
        addressDetails: location.addressDetails,
        latitude: location.latitude,
        longitude: location.longitude,
        locationSource: location.locationSource,
        addressPartSources: location.addressPartSources,
        childrenFollow: body.updateChildrenLocation,
        updatedAt: clock(),
      });
      // A token whose account no longer exists is as good as none: the client signs in again.
      if (saved === undefined) {
        throw new AppError(
          401,
          commonErrorCodes.authenticationRequired,
          commonErrorMessages.authenticationRequired,
        );
      }
      return view(saved);
    },

    childrenLocationOf: async (userId) => {
      const location = await findUserLocation(db, userId);
      if (location?.childrenFollow !== true) return null;
      return {
        address: location.address,
        locationDetails: location.addressDetails,
        latitude: location.latitude,
        longitude: location.longitude,
        locationSource: location.locationSource,
      };
    },
  };
}
