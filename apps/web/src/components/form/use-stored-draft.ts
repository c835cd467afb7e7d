import { useState } from 'react';

/** Plain form values (strings, numbers, booleans, null, arrays and objects of them) compared. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the last save did, while the form still shows its answer unchanged. */
export type SaveOutcome = 'saved' | 'storedOtherwise';

export interface StoredDraft<T> {
  /** What the form shows. */
  values: T;
  /** True while the values differ from the stored ones the form started from. */
  dirty: boolean;
  /**
   * The last save's outcome while the form shows its answer untouched; undefined before a save,
   * once anything changes, and once the stored values move on.
   */
  outcome: SaveOutcome | undefined;
  update: (change: (current: T) => T) => void;
  /**
   * After a successful save of `sent`, answered with `stored`: the form shows what was stored
   * (unless it was changed again meanwhile). `sameSaved` says whether the answer is what was
   * sent, compared as the server compares (amounts, not how they were typed).
   */
  saved: (sent: T, stored: T, sameSaved: boolean) => void;
}

interface DraftState<T> {
  /** The stored values the form started from (or last adopted). */
  base: T;
  values: T;
  save: { stored: T; outcome: SaveOutcome } | undefined;
}

/**
 * A form's values over what the server stored (docs/product/catalogue.md#the-profile-screen).
 * While untouched, the form follows the stored values as they are read again; once changed, it
 * never takes them behind the user's back, whatever is read meanwhile, until it is saved or its
 * changes are undone by hand.
 */
export function useStoredDraft<T>(stored: T): StoredDraft<T> {
  const [state, setState] = useState<DraftState<T>>(() => ({
    base: stored,
    values: stored,
    save: undefined,
  }));
  const dirty = !sameValues(state.values, state.base);
  let current = state;
  if (!dirty && !sameValues(stored, state.base)) {
    // Adjusted while rendering (React's pattern for state that follows a prop): an untouched
    // form shows what is stored now.
    current = { ...state, base: stored, values: stored };
    setState(current);
  }
  const { save } = current;
  return {
    values: current.values,
    dirty,
    outcome:
      save !== undefined && !dirty && sameValues(save.stored, current.base)
        ? save.outcome
        : undefined,
    update: (change) => {
      setState((previous) => ({ ...previous, values: change(previous.values) }));
    },
    saved: (sent, answer, sameSaved) => {
      setState((previous) => ({
        base: answer,
        // Changed again while the save was under way: those changes stay, unsaved.
        values: sameValues(previous.values, sent) ? answer : previous.values,
        save: { stored: answer, outcome: sameSaved ? 'saved' : 'storedOtherwise' },
      }));
    },
  };
}
