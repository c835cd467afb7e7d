import { z } from 'zod';
import { LocationBody, SavedLocation } from './addresses.ts';

/**
 * The user location (docs/product/onboarding.md#location-by-role): where a seeker lives, saved from
 * the location selector screen. Providers offering care save their childcare location instead
 * (childcare-providers.ts).
 */
export const userLocationsApiPaths = {
  userLocations: '/api/user-locations',
  getUserLocation: '/account/getUserLocation',
} as const;

/**
 * POST /api/user-locations. `updateChildrenLocation` true (sent by a role holding
 * child.create) makes the user's children follow this location unless a child's own is set.
 */
export const SaveUserLocationBody = LocationBody.extend({
  updateChildrenLocation: z.boolean(),
});
export type SaveUserLocationBody = z.infer<typeof SaveUserLocationBody>;

/**
 * GET /account/getUserLocation and the answer of the POST: the saved location, every location
 * field null while none is saved (a 200 the screen renders, not an error).
 */
export const UserLocation = SavedLocation.extend({
  /** Whether the user's children follow this location (the last save's updateChildrenLocation). */
  updateChildrenLocation: z.boolean(),
  /** When it was last saved (ISO 8601, UTC); null while none is saved. */
  updatedAt: z.string().nullable(),
});
export type UserLocation = z.infer<typeof UserLocation>;

export const userLocationsErrorCodes = {
  /** 400 naming body.updateChildrenLocation: true from a role without child.create. */
  childrenLocationNotAllowed: 'children_location_not_allowed',
} as const;

export const userLocationsMessages = {
  childrenLocationNotAllowed:
    'Only a role that adds children (child.create) can move its children with its location',
} as const;
