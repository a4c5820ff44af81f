import { describe, expect, it } from 'vitest';
import type { Action, Document, WorkflowDefinition } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import documents from '../../../../i18n/catalogues/en/documents';
import { textsIn } from '../../../../i18n/texts-for-tests';
import {
  ACTION_MENU,
  actionChoices,
  actionNameIn,
  actionsOnPage,
  addAction,
  deleteAction,
  patchAction,
  searchActions,
  withActionRule,
} from './action-operations';
import { defaultLocation, newAction } from './placement';

const x = (uid: string, page = 1): Action => newAction('add-x', uid, defaultLocation('add-x', page));

function withDocument(document: Partial<Document>): WorkflowDefinition {
  return {
    ...newFormDefinition('Actions'),
    documents: [
      {
        uid: 'doc',
        type: 'pdf',
        name: 'Petition',
        order: 1,
        pages: [
          { name: 'P1', source: { kind: 'pdf', file: 'pdf/a.pdf', page: 1 } },
          { name: 'P2', source: { kind: 'blank' } },
        ],
        rules: [],
        ...document,
      },
    ],
  };
}
const actionsOf = (d: WorkflowDefinition) => d.documents![0]!.rules![0]!.actions!.map((a) => a.uid);

describe('actions of a rule', () => {
  it('opening the actions of a document without rules adds a blank Action Logic rule, once', () => {
    const opened = withActionRule(withDocument({}), 'doc', 'rule1');
    expect(opened.documents![0]!.rules).toEqual([
      expect.objectContaining({ uid: 'rule1', type: 'Action Logic', order: 1, actions: [] }),
    ]);
    expect(withActionRule(opened, 'doc', 'rule2')).toBe(opened);
  });

  it('an action is added last, changed in place, and deleting it selects the one before', () => {
    let d = withActionRule(withDocument({}), 'doc', 'r');
    for (const uid of ['a', 'b', 'c']) d = addAction(d, 'doc', 'r', x(uid));
    expect(actionsOf(d)).toEqual(['a', 'b', 'c']);
    d = patchAction(d, 'doc', 'r', 'b', { title: 'Children box', size: 'lg' });
    expect(d.documents![0]!.rules![0]!.actions![1]).toMatchObject({ uid: 'b', title: 'Children box', size: 'lg' });
    const deleted = deleteAction(d, 'doc', 'r', 'b');
    expect(actionsOf(deleted.definition)).toEqual(['a', 'c']);
    expect(deleted.selected).toBe('a');
    expect(deleteAction(deleted.definition, 'doc', 'r', 'a').selected).toBe('c');
  });

  it('a page with a text editor offers no second one; a blank page filled by one offers nothing', () => {
    const editor = (page: number) => newAction('text-editor', `t${page}`, defaultLocation('text-editor', page));
    const d = withDocument({
      rules: [{ uid: 'r', name: 'Rule 1', type: 'Action Logic', order: 1, actions: [editor(1), editor(2)] }],
    });
    const document = d.documents![0]!;
    expect(actionChoices(document, 1)).not.toContain('text-editor');
    expect(actionChoices(document, 1)).toContain('add-x');
    expect(actionChoices(document, 2)).toEqual([]);
    expect(actionChoices(withDocument({}).documents![0]!, 1)).toHaveLength(11);
  });

  it('the legend lists the actions of every rule on the page shown', () => {
    const d = withDocument({
      rules: [
        { uid: 'r1', name: 'Rule 1', type: 'Action Logic', order: 1, actions: [x('a', 1), x('b', 2)] },
        { uid: 'r2', name: 'Rule 2', type: 'Action Logic', order: 2, actions: [x('c', 1)] },
      ],
    });
    expect(actionsOnPage(d.documents![0]!, 1).map((p) => `${p.rule.uid}/${p.action.uid}`)).toEqual(['r1/a', 'r2/c']);
  });

  it('the search shows above 10 actions and filters from 3 characters', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({
      ...x(`a${i}`),
      title: i === 3 ? 'Children box' : `Mark ${i}`,
    }));
    const kind = (type: keyof typeof documents.actions.kinds) => documents.actions.kinds[type];
    expect(searchActions(many, 'ch', kind)).toHaveLength(11);
    expect(searchActions(many, 'chi', kind).map((a) => a.uid)).toEqual(['a3']);
    expect(searchActions(many.slice(0, 10), 'chi', kind)).toHaveLength(10);
  });

  it('names the action items and an untitled action in the page’s words, the English catalogue holding the spec’s items', async () => {
    // workflow-builder.md §9's action items, in its order
    expect(ACTION_MENU.map((type) => documents.actions.kinds[type])).toEqual([
      'Add X',
      'Add check mark',
      'Add static text',
      'Add input from question as text',
      'Text Editor',
      'Add signature pad',
      'Add image',
      'Add petitioner signature',
      'Add respondent signature',
      'Add petitioner signature date',
      'Add respondent signature date',
      'Fill a form field',
    ]);
    expect(Object.keys(documents.actions.kinds).sort()).toEqual([...ACTION_MENU].sort());
    const untitled = x('a1', 2);
    expect(actionNameIn(await textsIn('en', 'documents'))(untitled)).toBe('X (page 2)');
    const es = await textsIn('es', 'documents');
    expect(actionNameIn(es)({ ...newAction('text-static', 'a2', defaultLocation('text-static', 3)) })).toBe('texto fijo (página 3)');
    expect(actionNameIn(es)({ ...untitled, title: ' Firma ' })).toBe('Firma');
    const many = Array.from({ length: 11 }, (_, i) => x(`b${i}`));
    many[4] = newAction('text-static', 'fixed', defaultLocation('text-static', 1));
    expect(searchActions(many, 'fijo', (kind) => es(`actions.kinds.${kind}`)).map((a) => a.uid)).toEqual(['fixed']);
  });
});
