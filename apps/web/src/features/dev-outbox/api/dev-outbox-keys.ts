/** Query keys of the development outbox. */
export const devOutboxKeys = {
  all: ['dev-outbox'] as const,
  messages: (to: string) => [...devOutboxKeys.all, 'messages', to] as const,
};
