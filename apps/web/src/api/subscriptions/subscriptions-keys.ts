/**
 * Query keys of a user's subscriptions (GET /api/users/{email}/subscriptions). Shared: the user
 * context reads them (the route guard, the profile), billing's cancel and resume change them.
 */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  ofUser: (email: string) => [...subscriptionsKeys.all, email] as const,
};
