// The text-editor action's dynamic blocks and auto-numbering levels as pure changes of the action
// (workflow-builder.md §3 Dynamic block, Auto-numbering level; §4 Builder state; §9): each returns the patch the
// step dispatches through `patchAction`, so it is one step of the builder's history like every step-6 edit.
import { blockTag, checkBlocks, type Action, type AutoNumberingLevel, type AutoNumberingType, type BlockType, type DynamicBlock, type QuestionCondition, type RichTextNode } from '~/engine';
import { testComplete } from '../../logic/logic-operations';

const SIGNATURE_BLOCKS: readonly BlockType[] = ['pet-signature-date', 'resp-signature-date', 'pet-signature-img', 'resp-signature-img'];

export type BlockFilter = 'all' | 'incomplete' | 'completed';

type Patch = Partial<Action>;

/** A block's or level's tag: the stored one, else derived from its name (§4). */
export function tagOf(item: { tag?: string; name: string }): string {
  return item.tag?.trim() || blockTag(item.name);
}

/**
 * §4 completeness: a block whose condition is always is complete; otherwise its name, operator, tag, type,
 * condition and questions must be set and every question answered or compared. A block that prints an answer
 * needs its question whatever the condition: without one it prints nothing.
 */
export function blockComplete(block: DynamicBlock): boolean {
  if (!block.name.trim() || !tagOf(block) || !block.type) return false;
  if ((block.type === 'question-input' || block.type === 'image-input') && !block.value) return false;
  if ((block.conditional ?? 'always') === 'always') return true;
  const questions = (block.questions ?? []) as QuestionCondition[];
  return Boolean(block.operator) && questions.length > 0 && questions.every(testComplete);
}

export function levelComplete(level: AutoNumberingLevel): boolean {
  return Boolean(level.name.trim() && level.type && tagOf(level));
}

/** §4 block filters: Incomplete, Completed (and all). */
export function filterBlocks(blocks: DynamicBlock[], filter: BlockFilter): DynamicBlock[] {
  if (filter === 'all') return blocks;
  return blocks.filter((b) => blockComplete(b) === (filter === 'completed'));
}

/** The Block Checker: tags written in the text that no block or level of the action has. */
export function tagsWithoutBlock(action: Action): string[] {
  return checkBlocks(action.savedData?.text, action.blocks, action.autoNumberingLevels).unknownTags;
}

/** The Block Checker: answer blocks whose question the workflow does not have (deleted, or from another workflow). */
export function blocksWithoutQuestion(action: Action, questionUids: Iterable<string>): { tag: string; name: string; questionUid: string }[] {
  return checkBlocks(action.savedData?.text, action.blocks, action.autoNumberingLevels, new Set(questionUids)).blocksWithoutQuestion;
}

/** The text with one tag renamed wherever it is written (opening and closing). */
export function renameTagInText(doc: RichTextNode | undefined, from: string, to: string): RichTextNode | undefined {
  if (!doc || from === to || !from) return doc;
  const pattern = new RegExp(`\\*\\*(/?)${from}\\*\\*`, 'g');
  const walk = (n: RichTextNode): RichTextNode => {
    const out = { ...n };
    if (typeof n.text === 'string') out.text = n.text.replace(pattern, (_, slash: string) => `**${slash}${to}**`);
    if (n.content) out.content = n.content.map(walk);
    return out;
  };
  return walk(doc);
}

function withText(action: Action, text: RichTextNode | undefined): Patch {
  return text === action.savedData?.text ? {} : { savedData: { ...action.savedData, text } };
}

export function setText(action: Action, text: RichTextNode): Patch {
  return { savedData: { ...action.savedData, text } };
}

/** A new block named by the author; its tag comes from the name. A blank name gives 'Block N'. */
export function addBlock(action: Action, uid: string, name: string, type: BlockType): Patch {
  const blocks = action.blocks ?? [];
  const chosen = name.trim() || `Block ${blocks.length + 1}`;
  const block: DynamicBlock = { uid, name: chosen, type, tag: blockTag(chosen), conditional: 'always' };
  return { blocks: [...blocks, block] };
}

/**
 * Changes a block. A new name gives a new tag, written anew wherever the old one is in the text; a signature
 * block's condition is reset to always (§4).
 */
export function updateBlock(action: Action, uid: string, patch: Partial<DynamicBlock>): Patch {
  const blocks = action.blocks ?? [];
  const old = blocks.find((b) => b.uid === uid);
  if (!old) return {};
  let next: DynamicBlock = { ...old, ...patch };
  for (const key of Object.keys(next) as (keyof DynamicBlock)[]) if (next[key] === undefined) delete next[key];
  if (patch.name !== undefined) next.tag = blockTag(patch.name);
  if (SIGNATURE_BLOCKS.includes(next.type)) {
    const { operator: _o, questions: _q, value: _v, ...rest } = next;
    next = { ...rest, conditional: 'always' };
  }
  const out: Patch = { blocks: blocks.map((b) => (b.uid === uid ? next : b)) };
  const from = tagOf(old);
  const to = tagOf(next);
  return from !== to ? { ...out, ...withText(action, renameTagInText(action.savedData?.text, from, to)) } : out;
}

export function deleteBlock(action: Action, uid: string): Patch {
  return { blocks: (action.blocks ?? []).filter((b) => b.uid !== uid) };
}

/** §9: a new level is 'Level {6-char id}', numbered with Numbers until changed. */
export function addLevel(action: Action, uid: string): Patch {
  const name = `Level ${uid}`;
  const level: AutoNumberingLevel = { uid, name, type: 'Numbers', tag: blockTag(name) };
  return { autoNumberingLevels: [...(action.autoNumberingLevels ?? []), level] };
}

export function updateLevel(action: Action, uid: string, patch: { name?: string; type?: AutoNumberingType }): Patch {
  const levels = action.autoNumberingLevels ?? [];
  const old = levels.find((l) => l.uid === uid);
  if (!old) return {};
  const next: AutoNumberingLevel = { ...old, ...patch, ...(patch.name !== undefined ? { tag: blockTag(patch.name) } : {}) };
  const out: Patch = { autoNumberingLevels: levels.map((l) => (l.uid === uid ? next : l)) };
  const from = tagOf(old);
  const to = tagOf(next);
  return from !== to ? { ...out, ...withText(action, renameTagInText(action.savedData?.text, from, to)) } : out;
}

export function deleteLevel(action: Action, uid: string): Patch {
  return { autoNumberingLevels: (action.autoNumberingLevels ?? []).filter((l) => l.uid !== uid) };
}
