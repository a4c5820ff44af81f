import { describe, expect, it } from 'vitest';
import type { Document, WorkflowDefinition } from '~/engine';
import { newFormDefinition } from './definition';
import {
  addDocument,
  addPages,
  canDeleteDocument,
  deleteDocument,
  deletePage,
  documentsOf,
  filterPages,
  firstFreePageName,
  movePage,
  MOVE_TO_START,
  NAME_IN_USE_MESSAGE,
  pageNameProblem,
  pageNameStem,
  pagesWithoutUniqueNames,
  pagesWithoutUniqueNamesMessage,
  renameDocument,
  renamePage,
  reorderDocuments,
  setSignedDocument,
  UNIQUE_PAGE_NAME_MESSAGE,
} from './documents';

const pdf = (page: number) => ({ kind: 'pdf' as const, file: 'pdf/court.pdf', page });

function withDocuments(...documents: Partial<Document>[]): WorkflowDefinition {
  return {
    ...newFormDefinition('Documents test'),
    documents: documents.map(
      (d, i) =>
        ({
          uid: `doc${i + 1}`,
          type: 'pdf',
          name: `Document ${i + 1}`,
          order: i + 1,
          pages: [],
          rules: [],
          ...d,
        }) as Document,
    ),
  };
}

describe('documents', () => {
  it('a new document without a name is called Document N after the documents before it', () => {
    const one = addDocument(withDocuments({}), '   ', 'new1');
    expect(documentsOf(one.definition).map((d) => [d.uid, d.name, d.order])).toEqual([
      ['doc1', 'Document 1', 1],
      ['new1', 'Document 2', 2],
    ]);
    expect(documentsOf(addDocument(one.definition, 'Decree', 'new2').definition).at(-1)?.name).toBe('Decree');
  });

  it('renaming to an empty name cancels the rename', () => {
    const definition = withDocuments({ name: 'Petition' });
    expect(renameDocument(definition, 'doc1', '  ')).toBe(definition);
    expect(documentsOf(renameDocument(definition, 'doc1', ' Decree ')).at(0)?.name).toBe('Decree');
  });

  it('the only document cannot be deleted; deleting another goes back to the first one left', () => {
    const single = withDocuments({});
    expect(canDeleteDocument(single)).toBe(false);
    expect(deleteDocument(single, 'doc1').definition).toBe(single);
    const three = withDocuments({}, {}, {});
    const { definition, current } = deleteDocument(three, 'doc1');
    expect(documentsOf(definition).map((d) => [d.uid, d.order])).toEqual([
      ['doc2', 1],
      ['doc3', 2],
    ]);
    expect(current).toBe('doc2');
  });

  it('reordering follows the dragged order and renumbers the documents from 1', () => {
    const definition = reorderDocuments(withDocuments({}, {}, {}), ['doc3', 'doc1', 'doc2']);
    expect(documentsOf(definition).map((d) => [d.uid, d.order])).toEqual([
      ['doc3', 1],
      ['doc1', 2],
      ['doc2', 3],
    ]);
  });
});

describe('page names', () => {
  const definition = withDocuments(
    { pages: [{ name: 'PETITION_1', source: pdf(1) }] },
    { pages: [{ name: 'DECREE_1', source: pdf(1) }] },
  );

  it('a name another page has, in any case and in any document, is not unique', () => {
    expect(pageNameProblem(definition, 'petition_1')).toBe(UNIQUE_PAGE_NAME_MESSAGE);
    expect(pageNameProblem(definition, ' Decree_1 ')).toBe(UNIQUE_PAGE_NAME_MESSAGE);
    expect(pageNameProblem(definition, 'PETITION_2')).toBeUndefined();
    expect(pageNameProblem(definition, '   ')).toBe('Required');
  });

  it('a page keeps its own name when renamed to it in another case', () => {
    expect(pageNameProblem(definition, 'Petition_1', { documentUid: 'doc1', index: 0 })).toBeUndefined();
    const renamed = renamePage(definition, 'doc1', 0, 'petition one');
    expect(renamed.problem).toBeUndefined();
    expect(documentsOf(renamed.definition)[0]!.pages[0]!.name).toBe('PETITION ONE');
  });

  it('accepting a name in use is refused with the spec words and changes nothing', () => {
    const refused = renamePage(definition, 'doc1', 0, 'decree_1');
    expect(refused).toEqual({ definition, problem: NAME_IN_USE_MESSAGE });
  });

  it('a duplicate name is suffixed with the first free number', () => {
    expect(firstFreePageName(['A', 'a_2'], 'a')).toBe('A_3');
    expect(firstFreePageName([], 'court form')).toBe('COURT FORM');
    expect(pageNameStem('Verified Petition (2024).pdf')).toBe('VERIFIED_PETITION_2024');
    expect(pageNameStem('.pdf')).toBe('PAGE');
  });

  it('uploaded pages are named after the file and never repeat a name of any document', () => {
    const added = addPages(definition, 'doc2', 'PETITION', [pdf(1), pdf(2)]);
    expect(documentsOf(added)[1]!.pages.map((p) => p.name)).toEqual(['DECREE_1', 'PETITION_1_2', 'PETITION_2']);
    expect(pagesWithoutUniqueNames(added)).toEqual([]);
  });

  it('pages sharing a name are counted for the Pages Without Unique Names dialog', () => {
    const clash = withDocuments(
      {
        pages: [
          { name: 'A', source: pdf(1) },
          { name: 'b', source: pdf(2) },
        ],
      },
      { pages: [{ name: 'B', source: pdf(1) }] },
    );
    expect(pagesWithoutUniqueNames(clash).map((p) => p.name)).toEqual(['b', 'B']);
    expect(pagesWithoutUniqueNamesMessage(2)).toBe(
      'There are 2 pages added this session with non-unique names. Please change the names of those pages before saving.',
    );
  });
});

describe('moving and deleting pages', () => {
  const action = (uid: string, page: number) => ({ uid, type: 'add-x' as const, location: { page, x: 1, y: 1 } });
  const definition = withDocuments({
    pages: [
      { name: 'P1', source: pdf(1) },
      { name: 'P2', source: pdf(2) },
      { name: 'P3', source: pdf(3) },
    ],
    rules: [
      {
        uid: 'r1',
        name: 'Rule 1',
        type: 'Action Logic',
        order: 1,
        actions: [action('a1', 1), action('a2', 2), action('a3', 3)],
      },
    ],
  });
  const names = (d: WorkflowDefinition) => documentsOf(d)[0]!.pages.map((p) => p.name);
  const actionPages = (d: WorkflowDefinition) =>
    Object.fromEntries(documentsOf(d)[0]!.rules![0]!.actions!.map((a) => [a.uid, a.location.page]));

  it('a page moves to the start or after another page, and its actions move with it', () => {
    const toStart = movePage(definition, 'doc1', 2, MOVE_TO_START);
    expect(names(toStart)).toEqual(['P3', 'P1', 'P2']);
    expect(actionPages(toStart)).toEqual({ a1: 2, a2: 3, a3: 1 });
    const afterThird = movePage(definition, 'doc1', 0, 2);
    expect(names(afterThird)).toEqual(['P2', 'P3', 'P1']);
    expect(actionPages(afterThird)).toEqual({ a1: 3, a2: 1, a3: 2 });
  });

  it('moving a page after itself or to where it is changes nothing', () => {
    expect(movePage(definition, 'doc1', 1, 1)).toBe(definition);
    expect(movePage(definition, 'doc1', 0, MOVE_TO_START)).toBe(definition);
    expect(movePage(definition, 'doc1', 1, 0)).toBe(definition);
  });

  it('deleting a page drops its actions and moves later actions up a page', () => {
    const deleted = deletePage(definition, 'doc1', 1);
    expect(names(deleted)).toEqual(['P1', 'P3']);
    expect(actionPages(deleted)).toEqual({ a1: 1, a3: 2 });
  });
});

describe('the keyword filter', () => {
  const definition = withDocuments(
    {
      name: 'Petition',
      childrenOption: 'with',
      pages: [
        { name: 'PETITION_1', source: pdf(1) },
        { name: 'CHILD_SUPPORT', source: pdf(2) },
      ],
    },
    { name: 'Decree', pages: [{ name: 'DECREE_1', source: pdf(1) }] },
    { name: 'Waiver', childrenOption: 'without', pages: [{ name: 'WAIVER_1', source: pdf(1) }] },
  );
  const found = (filter: Parameters<typeof filterPages>[1]) => filterPages(definition, filter).map((p) => p.page.name);

  it('the keyword matches page and document names in any case unless the case-sensitive switch is on', () => {
    expect(found({ keyword: 'support', caseSensitive: false, children: 'all' })).toEqual(['CHILD_SUPPORT']);
    expect(found({ keyword: 'support', caseSensitive: true, children: 'all' })).toEqual([]);
    expect(found({ keyword: 'SUPPORT', caseSensitive: true, children: 'all' })).toEqual(['CHILD_SUPPORT']);
    expect(found({ keyword: 'Decree', caseSensitive: true, children: 'all' })).toEqual(['DECREE_1']);
  });

  it('the children filter keeps the documents made for those families; a document without one is for both', () => {
    expect(found({ keyword: '', caseSensitive: false, children: 'all' })).toHaveLength(4);
    expect(found({ keyword: '', caseSensitive: false, children: 'with' })).toEqual(['PETITION_1', 'CHILD_SUPPORT']);
    expect(found({ keyword: '', caseSensitive: false, children: 'without' })).toEqual(['WAIVER_1']);
    expect(found({ keyword: '', caseSensitive: false, children: 'both' })).toEqual(['DECREE_1']);
    expect(found({ keyword: '1', caseSensitive: false, children: 'with' })).toEqual(['PETITION_1']);
  });
});

describe('the document people sign at step 5 (ADR 027)', () => {
  it('ticking one document unticks the others, and unticking leaves none marked', () => {
    const start = withDocuments({ signedDocument: true }, {});
    const second = start.documents![1]!;
    const moved = setSignedDocument(start, second!.uid, true);
    expect(moved.documents!.map((d) => d.signedDocument === true)).toEqual([false, true]);
    expect(moved.documents![0]).not.toHaveProperty('signedDocument');
    const none = setSignedDocument(moved, second!.uid, false);
    expect(none.documents!.some((d) => d.signedDocument)).toBe(false);
    expect(setSignedDocument(start, 'no-such-document', true)).toBe(start);
  });
});
