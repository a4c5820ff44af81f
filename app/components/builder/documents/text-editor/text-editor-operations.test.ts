import { describe, expect, it } from 'vitest';
import type { Action, DynamicBlock } from '~/engine';
import {
  addBlock,
  addLevel,
  blockComplete,
  deleteBlock,
  deleteLevel,
  filterBlocks,
  levelComplete,
  setText,
  tagsWithoutBlock,
  blocksWithoutQuestion,
  updateBlock,
  updateLevel,
} from './text-editor-operations';

const editor = (patch: Partial<Action> = {}): Action => ({ uid: 'act000000001', type: 'text-editor', location: { page: 1 }, ...patch });
const said = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const textOf = (action: Action) => JSON.stringify(action.savedData?.text);

describe('the text-editor action’s blocks and levels', () => {
  it('adds a block whose tag is its name uppercased with underscores, shown always', () => {
    const patch = addBlock(editor(), 'blk000000001', ' Children clause ', 'static-block');
    expect(patch.blocks).toEqual([{ uid: 'blk000000001', name: 'Children clause', type: 'static-block', tag: 'CHILDREN_CLAUSE', conditional: 'always' }]);
    expect(addBlock(editor(), 'b2', '  ', 'log-data').blocks![0]!.name).toBe('Block 1');
  });

  it('renames a block’s tag wherever the text writes it, opening and closing', () => {
    const action = editor({
      blocks: [{ uid: 'b1', name: 'Kids', tag: 'KIDS', type: 'static-block' }],
      savedData: { text: said('**KIDS**shared**/KIDS** and **KIDS_2**') },
    });
    const patch = updateBlock(action, 'b1', { name: 'Children clause' });
    expect(patch.blocks![0]!.tag).toBe('CHILDREN_CLAUSE');
    expect(textOf({ ...action, ...patch })).toContain('**CHILDREN_CLAUSE**shared**/CHILDREN_CLAUSE** and **KIDS_2**');
  });

  it('resets a signature block’s condition to always', () => {
    const action = editor({ blocks: [{ uid: 'b1', name: 'Sig', type: 'static-block', conditional: 'if', operator: 'and', questions: [{ questionUid: 'q', comparison: 'answered' }] }] });
    const patch = updateBlock(action, 'b1', { type: 'pet-signature-img' });
    expect(patch.blocks![0]).toEqual({ uid: 'b1', name: 'Sig', type: 'pet-signature-img', conditional: 'always' });
  });

  it('counts a block complete when always (with its question when it prints one), or with every test of its condition set', () => {
    const base: DynamicBlock = { uid: 'b', name: 'Clause', tag: 'CLAUSE', type: 'static-block', conditional: 'always' };
    expect(blockComplete(base)).toBe(true);
    expect(blockComplete({ ...base, type: 'question-input' })).toBe(false);
    expect(blockComplete({ ...base, type: 'question-input', value: 'q1' })).toBe(true);
    expect(blockComplete({ ...base, conditional: 'if' })).toBe(false);
    expect(blockComplete({ ...base, conditional: 'if', operator: 'and', questions: [{ questionUid: 'q1', comparison: 'greater-than' }] })).toBe(false);
    const done = { ...base, conditional: 'if' as const, operator: 'and', questions: [{ questionUid: 'q1', comparison: 'greater-than', value: 0 }] };
    expect(blockComplete(done)).toBe(true);
    expect(filterBlocks([base, { ...base, uid: 'c', conditional: 'if' }], 'incomplete').map((b) => b.uid)).toEqual(['c']);
    expect(filterBlocks([base, { ...base, uid: 'c', conditional: 'if' }], 'completed').map((b) => b.uid)).toEqual(['b']);
  });

  it('adds a level named after its six-character id, numbered with Numbers, and renames its tag in the text', () => {
    const added = addLevel(editor(), 'Ab3dE6').autoNumberingLevels!;
    expect(added).toEqual([{ uid: 'Ab3dE6', name: 'Level Ab3dE6', type: 'Numbers', tag: 'LEVEL_AB3DE6' }]);
    expect(levelComplete(added[0]!)).toBe(true);
    const action = editor({ autoNumberingLevels: added, savedData: { text: said('**LEVEL_AB3DE6** First') } });
    const patch = updateLevel(action, 'Ab3dE6', { name: 'Section', type: 'Lowercase Roman Numerals' });
    expect(patch.autoNumberingLevels![0]).toMatchObject({ name: 'Section', tag: 'SECTION', type: 'Lowercase Roman Numerals' });
    expect(textOf({ ...action, ...patch })).toContain('**SECTION** First');
  });

  it('lists in the Block Checker the tags that no block or level has, once each', () => {
    const action = editor({
      blocks: [{ uid: 'b1', name: 'Name', type: 'question-input', value: 'q' }],
      autoNumberingLevels: [{ uid: 'l1', name: 'Section', type: 'Numbers' }],
      savedData: { text: said('**SECTION** **NAME** **GONE** **GONE** **/LOST**') },
    });
    expect(tagsWithoutBlock(action)).toEqual(['GONE', 'LOST']);
    expect(tagsWithoutBlock({ ...action, ...deleteBlock(action, 'b1') })).toEqual(['NAME', 'GONE', 'LOST']);
    expect(tagsWithoutBlock({ ...action, ...deleteLevel(action, 'l1') })).toEqual(['SECTION', 'GONE', 'LOST']);
  });

  it('lists in the Block Checker the answer blocks whose question the workflow does not have', () => {
    const action = editor({
      blocks: [
        { uid: 'b1', name: 'Name', type: 'question-input', value: 'q-name' },
        { uid: 'b2', name: 'Income', type: 'question-input', value: 'q-income' },
        { uid: 'b3', name: 'Clause', type: 'static-block', conditional: 'always' },
      ],
      savedData: { text: said('**NAME** earns **INCOME** **CLAUSE** **/CLAUSE**') },
    });
    expect(blocksWithoutQuestion(action, ['q-name'])).toEqual([{ tag: 'INCOME', name: 'Income', questionUid: 'q-income' }]);
    expect(blocksWithoutQuestion(action, ['q-name', 'q-income'])).toEqual([]);
  });

  it('keeps the rest of the saved data when the text changes', () => {
    const action = editor({ savedData: { text: said('old'), keep: 1 } as Action['savedData'] });
    expect(setText(action, said('new')).savedData).toEqual({ text: said('new'), keep: 1 });
  });
});
