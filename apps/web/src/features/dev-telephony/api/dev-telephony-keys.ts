/** Query keys of the development telephony log. */
export const devTelephonyKeys = {
  all: ['dev-telephony'] as const,
  log: (to: string) => [...devTelephonyKeys.all, 'log', to] as const,
};
