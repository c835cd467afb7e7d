/** Words of the question asked before unsaved changes are left behind. */
export const unsavedChangesTexts = {
  title: 'Leave without saving?',
  text: 'Some changes on this page are not saved yet. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;
