// The sample workflows' documents: a petition and a stipulation on the committed templates, with Action
// Logic rules covering every action type and a rich-text section with dynamic blocks and auto-numbering.
// Built from a map of question uids so each sample workflow plugs in its own elements.
import type { Action, Document, DocumentRule } from '../definition/documents.ts';
import { SLOTS, type Slot } from './sample-slots.ts';

/** The questions the documents print, by role: the uid of the workflow's element for each. */
export interface SampleQuestions {
  petitionerName: string;
  respondentName: string;
  marriageDate: string;
  marriageCity: string;
  county: string;
  /** single-select with options 'Yes' / 'No'. */
  hasChildren: string;
  /** multi-select with options 'Irreconcilable differences', 'Living separately'. */
  grounds: string;
  groundsDetail: string;
  /** number-input with prefix '$'. */
  income: string;
  /** item-table with columns item (text) and value (money). */
  assets: string;
  /** file-input (an image). */
  exhibit: string;
  /** signature-pad. */
  witnessSignature: string;
  /** item-table of real estate (address, equity as money, awarded to): listed in the stipulation when answered. */
  realEstate?: string;
  /** When names are split: the last-name questions, printed beside the first names. */
  petitionerLastName?: string;
  respondentLastName?: string;
}

type RuleCondition = Pick<DocumentRule, 'conditional' | 'operator' | 'questions'>;

/** How the children and grounds rules test the answers; defaults fit the questions described above. */
export interface SampleConditions {
  childrenYes?: RuleCondition;
  childrenNo?: RuleCondition;
  groundIrreconcilable?: RuleCondition;
  groundSeparation?: RuleCondition;
}

const box = (s: Slot) => ({ startX: s.x, startY: s.y, width: s.width, height: s.height });

let counter = 0;
const uid = (prefix: string) => `${prefix}${String(++counter).padStart(12 - prefix.length, '0')}`;

function text(page: number, slot: Slot, question: string, title: string, extra: Partial<Action> = {}): Action {
  return { uid: uid('act'), title, type: 'text-from-question', location: { page, ...box(slot) }, question, fontSize: 12, fontFamily: 'Times New Roman', textColor: 'black', textAlign: 'left', ...extra };
}

function rule(name: string, order: number, actions: Action[], condition: Pick<DocumentRule, 'conditional' | 'operator' | 'questions'> = { conditional: 'always' }): DocumentRule {
  return { uid: uid('rul'), name, type: 'Action Logic', order, ...condition, actions };
}

export function sampleDocuments(q: SampleQuestions, options: { exhibitPage?: boolean; conditions?: SampleConditions } = {}): Document[] {
  counter = 0;
  const c = options.conditions ?? {};
  const split = (slot: Slot, lastName: string | undefined): [Slot, Slot | undefined] =>
    lastName ? [{ ...slot, width: slot.width / 2 - 1 }, { ...slot, x: slot.x + slot.width / 2, width: slot.width / 2 }] : [slot, undefined];
  const [petFirst, petLast] = split(SLOTS.petitionerName, q.petitionerLastName);
  const [resFirst, resLast] = split(SLOTS.respondentName, q.respondentLastName);
  const petitionRules: DocumentRule[] = [
    rule('Parties and marriage', 1, [
      text(1, petFirst, q.petitionerName, 'Petitioner name', { fontFamily: 'Times New Roman', textDecoration: ['bold'] }),
      ...(petLast && q.petitionerLastName ? [text(1, petLast, q.petitionerLastName, 'Petitioner last name', { fontFamily: 'Times New Roman', textDecoration: ['bold'] })] : []),
      text(1, resFirst, q.respondentName, 'Respondent name', { fontFamily: 'Arial' }),
      ...(resLast && q.respondentLastName ? [text(1, resLast, q.respondentLastName, 'Respondent last name', { fontFamily: 'Arial' })] : []),
      text(1, SLOTS.marriageDate, q.marriageDate, 'Date of marriage', { fontFamily: 'Calibri', textDecoration: ['italic'] }),
      text(1, SLOTS.marriageCity, q.marriageCity, 'Place of marriage', { fontFamily: 'Helvetica', textColor: 'dark-grey' }),
      text(1, SLOTS.county, q.county, 'County', { textDecoration: ['underlined'], textColor: 'blue' }),
      text(1, SLOTS.grounds, q.groundsDetail, 'Grounds in detail', { fontSize: 11 }),
      { uid: uid('act'), title: 'Court name', type: 'text-static', location: { page: 1, startX: 60, startY: 8.2, width: 30, height: 3 }, staticText: 'Third District', fontSize: 10, textAlign: 'right', textColor: 'grey' },
    ]),
    rule('Children: yes', 2, [{ uid: uid('act'), title: 'X on Yes', type: 'add-x', location: { page: 1, x: SLOTS.childrenYes.x, y: SLOTS.childrenYes.y - 0.3 }, size: 'md' }], c.childrenYes ?? {
      conditional: 'if',
      operator: 'and',
      questions: [{ questionUid: q.hasChildren, comparison: 'is', answer: 'Yes' }],
    }),
    rule('Children: no', 3, [{ uid: uid('act'), title: 'X on No', type: 'add-x', location: { page: 1, x: SLOTS.childrenNo.x, y: SLOTS.childrenNo.y - 0.3 }, size: 'md' }], c.childrenNo ?? {
      conditional: 'if',
      operator: 'and',
      questions: [{ questionUid: q.hasChildren, comparison: 'is', answer: 'No' }],
    }),
    rule('Ground: irreconcilable', 4, [{ uid: uid('act'), title: 'Check irreconcilable', type: 'add-check-mark', location: { page: 1, x: SLOTS.groundIrreconcilable.x, y: SLOTS.groundIrreconcilable.y - 0.3 }, size: 'md', textColor: 'green' }], c.groundIrreconcilable ?? {
      conditional: 'if',
      operator: 'and',
      questions: [{ questionUid: q.grounds, comparison: 'any', answer: ['Irreconcilable differences'] }],
    }),
    rule('Ground: separation', 5, [{ uid: uid('act'), title: 'Check separation', type: 'add-check-mark', location: { page: 1, x: SLOTS.groundSeparation.x, y: SLOTS.groundSeparation.y - 0.3 }, size: 'md' }], c.groundSeparation ?? {
      conditional: 'if',
      operator: 'and',
      questions: [{ questionUid: q.grounds, comparison: 'any', answer: ['Living separately'] }],
    }),
    rule('Property and signature', 6, [
      text(2, SLOTS.income, q.income, 'Income'),
      text(2, SLOTS.assets, q.assets, 'Property list', { fontSize: 11, fontFamily: 'Calibri' }),
      { uid: uid('act'), title: 'Exhibit image', type: 'custom-image', variant: 'image-from-survey', question: q.exhibit, location: { page: 2, ...box(SLOTS.photo) } },
      { uid: uid('act'), title: 'Court seal', type: 'custom-image', variant: 'image-from-upload', image: 'pdf/court-seal.png', location: { page: 2, ...box(SLOTS.seal) } },
      { uid: uid('act'), title: 'Petitioner signature', type: 'pet-signature-img', location: { page: 2, ...box(SLOTS.petitionerSignature) } },
      { uid: uid('act'), title: 'Petitioner signing date', type: 'pet-signature-date', location: { page: 2, ...box(SLOTS.petitionerSignDate) }, fontSize: 12 },
    ]),
  ];
  const pages: Document['pages'] = [
    { name: 'PETITION_1', source: { kind: 'pdf', file: 'pdf/petition.pdf', page: 1 } },
    { name: 'PETITION_2', source: { kind: 'pdf', file: 'pdf/petition.pdf', page: 2 } },
  ];
  if (options.exhibitPage !== false) {
    pages.push({ name: 'PETITION_NOTICE', source: { kind: 'image', file: 'pdf/notice-page.png' } });
    petitionRules.push(
      rule('Notice page', 7, [
        { uid: uid('act'), title: 'Notice heading', type: 'text-static', location: { page: 3, startX: 12, startY: 8, width: 76, height: 6 }, staticText: 'NOTICE TO RESPONDENT', fontSize: 20, fontFamily: 'Arial', textDecoration: ['bold'], textAlign: 'center', textColor: 'dark-grey' },
        { uid: uid('act'), title: 'Notice respondent', type: 'text-from-question', question: q.respondentName, location: { page: 3, startX: 12, startY: 18, width: 76, height: 4 }, fontSize: 12, textAlign: 'center' },
      ]),
    );
  }
  const petition: Document = { uid: 'docpetition0', type: 'pdf', name: 'Petition for Divorce', order: 1, pages, rules: petitionRules };

  const blocks = [
    { uid: 'blkpetname00', name: 'Petitioner Name', tag: 'PETITIONER_NAME', type: 'question-input' as const, value: q.petitionerName, conditional: 'always' as const },
    ...(q.petitionerLastName ? [{ uid: 'blkpetlast00', name: 'Petitioner Last Name', tag: 'PETITIONER_LAST_NAME', type: 'question-input' as const, value: q.petitionerLastName, conditional: 'always' as const }] : []),
    ...(q.respondentLastName ? [{ uid: 'blkreslast00', name: 'Respondent Last Name', tag: 'RESPONDENT_LAST_NAME', type: 'question-input' as const, value: q.respondentLastName, conditional: 'always' as const }] : []),
    { uid: 'blkrespname0', name: 'Respondent Name', tag: 'RESPONDENT_NAME', type: 'question-input' as const, value: q.respondentName, conditional: 'always' as const },
    { uid: 'blkmarried00', name: 'Marriage Date', tag: 'MARRIAGE_DATE', type: 'question-input' as const, value: q.marriageDate, conditional: 'always' as const },
    { uid: 'blkincome000', name: 'Income', tag: 'INCOME', type: 'question-input' as const, value: q.income, conditional: 'always' as const },
    ...(q.realEstate
      ? [{ uid: 'blkrealest00', name: 'Real Estate', tag: 'REAL_ESTATE', type: 'question-input' as const, value: q.realEstate, conditional: 'always' as const }]
      : []),
    {
      uid: 'blkchildren0',
      name: 'Children Clause',
      tag: 'CHILDREN_CLAUSE',
      type: 'static-block' as const,
      ...(c.childrenYes ?? { conditional: 'if' as const, operator: 'and', questions: [{ questionUid: q.hasChildren, comparison: 'is', answer: 'Yes' }] }),
    },
    { uid: 'blkexhibit00', name: 'Exhibit Image', tag: 'EXHIBIT_IMAGE', type: 'image-input' as const, value: q.exhibit, conditional: 'always' as const },
    { uid: 'blkpetdate00', name: 'Pet Sign Date', tag: 'PET_SIGN_DATE', type: 'pet-signature-date' as const, conditional: 'always' as const },
    { uid: 'blkrespdate0', name: 'Resp Sign Date', tag: 'RESP_SIGN_DATE', type: 'resp-signature-date' as const, conditional: 'always' as const },
    { uid: 'blkpetsig000', name: 'Pet Signature', tag: 'PET_SIGNATURE', type: 'pet-signature-img' as const, conditional: 'always' as const },
    { uid: 'blkrespsig00', name: 'Resp Signature', tag: 'RESP_SIGNATURE', type: 'resp-signature-img' as const, conditional: 'always' as const },
    { uid: 'blklog000000', name: 'Generated', tag: 'GENERATED', type: 'log-data' as const, value: 'generatedAt', conditional: 'always' as const },
  ];
  const levels = [
    { uid: 'lvl001', name: 'Article', tag: 'ARTICLE', type: 'Uppercase Roman Numerals' as const },
    { uid: 'lvl002', name: 'Section', tag: 'SECTION', type: 'Numbers' as const },
    { uid: 'lvl003', name: 'Clause', tag: 'CLAUSE', type: 'Lowercase Letters' as const },
  ];
  const p = (textValue: string, marks: string[] = [], attrs: Record<string, unknown> = {}) => ({
    type: 'paragraph',
    attrs,
    content: [{ type: 'text', text: textValue, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) }],
  });
  const richText = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [{ type: 'text', text: 'Terms agreed by the parties' }] },
      p(`This stipulation is made between **PETITIONER_NAME**${q.petitionerLastName ? ' **PETITIONER_LAST_NAME**' : ''}, the petitioner, and **RESPONDENT_NAME**${q.respondentLastName ? ' **RESPONDENT_LAST_NAME**' : ''}, the respondent, who were married on **MARRIAGE_DATE**.`),
      p('**ARTICLE** Property and debts', ['bold']),
      p('**SECTION** Each party keeps the property in his or her possession, except as listed in the petition.'),
      p('**SECTION** The petitioner reports a gross annual income of **INCOME**.'),
      ...(q.realEstate ? [p('**SECTION** Real estate of the marriage, if any: **REAL_ESTATE**')] : []),
      p('**CLAUSE** Neither party claims alimony from the other.'),
      p('**CLAUSE** Each party pays the debts in his or her own name.'),
      p('**ARTICLE** Children', ['bold']),
      p('**CHILDREN_CLAUSE**'),
      p('**SECTION** The parties share joint legal custody of their minor children and follow the parent-time schedule of the court.'),
      p('**/CHILDREN_CLAUSE**'),
      p('**SECTION** Each party may claim the tax exemptions the law allows.'),
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [p('Both parties read this stipulation.')] },
          { type: 'listItem', content: [p('Both parties had the chance to consult a lawyer.', ['italic'])] },
        ],
      },
      { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [p('File this stipulation with the petition.')] }, { type: 'listItem', content: [p('Wait for the decree.', ['underline'])] }] },
      p('Exhibit provided by the petitioner:'),
      p('**EXHIBIT_IMAGE**'),
      p('Petitioner: **PET_SIGNATURE**'),
      p('Signed by the petitioner on **PET_SIGN_DATE** and by the respondent on **RESP_SIGN_DATE**.', [], { textAlign: 'right' }),
      p('Respondent: **RESP_SIGNATURE**'),
      p('Document generated **GENERATED**.', ['italic']),
    ],
  };
  const stipulation: Document = {
    uid: 'docstipulat0',
    type: 'pdf',
    name: 'Stipulation and Agreement',
    order: 2,
    pages: [
      { name: 'STIPULATION_1', source: { kind: 'pdf', file: 'pdf/stipulation.pdf', page: 1 } },
      { name: 'STIPULATION_2', source: { kind: 'pdf', file: 'pdf/stipulation.pdf', page: 2 } },
    ],
    rules: [
      rule('Terms', 1, [
        {
          uid: 'actterms0000',
          title: 'Terms of the agreement',
          type: 'text-editor',
          location: { page: 1 },
          fontSize: 12,
          fontFamily: 'Times New Roman',
          savedData: { text: richText },
          blocks,
          autoNumberingLevels: levels,
          firstPageMargins: { top: 2.4, bottom: 1, left: 1, right: 1 },
          laterPageMargins: { top: 1, bottom: 1, left: 1, right: 1 },
        },
      ]),
      rule('Signatures', 2, [
        { uid: uid('act'), title: 'Petitioner signature', type: 'pet-signature-img', location: { page: 2, ...box(SLOTS.stipPetitionerSignature) } },
        { uid: uid('act'), title: 'Petitioner date', type: 'pet-signature-date', location: { page: 2, ...box(SLOTS.stipPetitionerDate) } },
        { uid: uid('act'), title: 'Respondent signature', type: 'resp-signature-img', location: { page: 2, ...box(SLOTS.stipRespondentSignature) } },
        { uid: uid('act'), title: 'Respondent date', type: 'resp-signature-date', location: { page: 2, ...box(SLOTS.stipRespondentDate) } },
        { uid: uid('act'), title: 'Witness signature', type: 'signature-pad', question: q.witnessSignature, location: { page: 2, ...box(SLOTS.stipPad) } },
      ]),
    ],
  };
  return [petition, stipulation];
}
