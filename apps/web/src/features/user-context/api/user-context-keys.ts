/** Query keys of the user context: who is signed in, what their roles allow, what they pay for. */
export const userContextKeys = {
  all: ['user-context'] as const,
  currentUser: () => [...userContextKeys.all, 'current-user'] as const,
  role: (roleId: number) => [...userContextKeys.all, 'role', roleId] as const,
};
