// The builder's draft with its history: every change goes through this reducer, so each can be undone and
// redone, and the draft is 'unsaved' exactly when it differs from the last saved definition (§4 Builder state).
import type { WorkflowDefinition } from '~/engine';
import { sameDefinition } from '~/services/builder/definition';

export interface BuilderHistory {
  past: WorkflowDefinition[];
  present: WorkflowDefinition;
  future: WorkflowDefinition[];
  /** the definition as last saved (or loaded) */
  saved: WorkflowDefinition;
  /** the version the draft was loaded or last saved at: a save sends it so a stale save is refused */
  baseVersion: string;
  /** typing in one field is one change: edits with the same key in a burst replace each other */
  lastKey: string | null;
  lastAt: number;
}

export type BuilderAction =
  | { type: 'edit'; change: (draft: WorkflowDefinition) => WorkflowDefinition; key?: string; at?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; definition: WorkflowDefinition; version: string };

/** Edits of the same field closer together than this are one step of the history (a word typed is one undo). */
export const TYPING_BURST_MS = 1000;
/** Enough for a long session; the oldest steps are dropped beyond it. */
export const HISTORY_LIMIT = 500;

export function startHistory(definition: WorkflowDefinition, version: string): BuilderHistory {
  return { past: [], present: definition, future: [], saved: definition, baseVersion: version, lastKey: null, lastAt: 0 };
}

export function builderReducer(state: BuilderHistory, action: BuilderAction): BuilderHistory {
  switch (action.type) {
    case 'edit': {
      const next = action.change(state.present);
      if (next === state.present) return state;
      const at = action.at ?? Date.now();
      const sameBurst = action.key !== undefined && action.key === state.lastKey && at - state.lastAt < TYPING_BURST_MS && state.past.length > 0;
      return {
        ...state,
        past: sameBurst ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
        lastKey: action.key ?? null,
        lastAt: at,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], lastKey: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.present], present: next, future: rest, lastKey: null };
    }
    case 'saved': {
      const saved = { ...action.definition, version: action.version };
      // the saved definition replaces the present without a history step: undo still goes back past the save
      return { ...state, present: saved, saved, baseVersion: action.version, lastKey: null };
    }
  }
}

export function hasUnsavedChanges(state: BuilderHistory): boolean {
  return !sameDefinition(state.present, state.saved);
}
