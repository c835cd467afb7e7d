/**
 * The words of the question asked before unsaved changes are left behind, in English (ICU
 * messages, docs/decisions/i18n.md#the-recipe). The other languages' files have exactly these keys.
 */
export default {
  title: 'Leave without saving?',
  text: 'Some changes on this page are not saved yet. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;
