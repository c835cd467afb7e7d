/**
 * Query keys of the signed-in parent's children: the list (each child with its waitlist status)
 * and one child. Shared: the children screens, the wizard, the matches and home read them, and saving a
 * child or a ticket, sending or withdrawing requests and moving the parent's location change them.
 */
export const childrenKeys = {
  all: ['children'] as const,
  list: () => [...childrenKeys.all, 'list'] as const,
  child: (childId: string) => [...childrenKeys.all, 'child', childId] as const,
};
