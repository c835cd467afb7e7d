/** Server paths of SPEC 7, shared so neither side writes them by hand. */
export const apiPaths = {
  health: '/api/health',
  getPolicy: '/policies/getPolicy',
} as const;
