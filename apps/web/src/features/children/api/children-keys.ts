/** Query keys of the children feature: the list, one child, and the parent's saved location. */
export const childrenKeys = {
  all: ['children'] as const,
  list: () => [...childrenKeys.all, 'list'] as const,
  child: (childId: string) => [...childrenKeys.all, 'child', childId] as const,
  parentLocation: () => [...childrenKeys.all, 'parent-location'] as const,
};
