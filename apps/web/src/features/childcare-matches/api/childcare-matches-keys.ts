/**
 * Query keys of the matches screen's own server state. The child, its ticket and the matches
 * themselves are shared resources (src/api/children, src/api/waitlist): other features' saves
 * change them.
 */
export const childcareMatchesKeys = {
  all: ['childcare-matches'] as const,
  policy: (providerId: string) => [...childcareMatchesKeys.all, 'policy', providerId] as const,
};
