import { describe, expect, it } from 'vitest';
import { newFormDefinition, sameDefinition } from '~/services/builder/definition';
import { builderReducer, hasUnsavedChanges, startHistory, type BuilderHistory } from './builder-history';

const rename = (name: string, key?: string, at?: number) => ({ type: 'edit' as const, change: (d: ReturnType<typeof newFormDefinition>) => ({ ...d, name }), key, at });

describe('the builder history', () => {
  it('undoing twenty changes one by one returns to the saved definition, and redoing returns to the last state', () => {
    const saved = newFormDefinition('Saved');
    let state: BuilderHistory = startHistory(saved, '0.1.0');
    for (let i = 1; i <= 20; i++) state = builderReducer(state, rename(`Change ${i}`));
    expect(state.present.name).toBe('Change 20');
    expect(hasUnsavedChanges(state)).toBe(true);
    for (let i = 19; i >= 1; i--) {
      state = builderReducer(state, { type: 'undo' });
      expect(state.present.name).toBe(`Change ${i}`);
    }
    state = builderReducer(state, { type: 'undo' });
    expect(sameDefinition(state.present, saved)).toBe(true);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(builderReducer(state, { type: 'undo' })).toBe(state);
    for (let i = 0; i < 20; i++) state = builderReducer(state, { type: 'redo' });
    expect(state.present.name).toBe('Change 20');
  });

  it('typing in one field is one step, and a new change after an undo drops the redo steps', () => {
    let state = startHistory(newFormDefinition('Start'), '0.1.0');
    state = builderReducer(state, rename('A', 'name', 1000));
    state = builderReducer(state, rename('AB', 'name', 1200));
    state = builderReducer(state, rename('ABC', 'name', 1400));
    expect(state.past).toHaveLength(1);
    state = builderReducer(state, rename('Other', 'description', 1500));
    state = builderReducer(state, { type: 'undo' });
    expect(state.present.name).toBe('ABC');
    state = builderReducer(state, rename('New', 'name', 9000));
    expect(state.future).toEqual([]);
  });

  it('a save makes the draft clean and records the new version to save from', () => {
    let state = startHistory(newFormDefinition('Start'), '0.1.0');
    state = builderReducer(state, rename('Edited'));
    state = builderReducer(state, { type: 'saved', definition: state.present, version: '0.2.0' });
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(state.baseVersion).toBe('0.2.0');
    expect(state.present.version).toBe('0.2.0');
  });
});
