// The Utah samples' court documents: a petition for divorce and a stipulation, each one text written with
// dynamic blocks, so that every answer a Utah divorce filing needs prints where it belongs, as answered, and
// every clause that depends on an answer is a conditional block. docs/decisions/024-utah-sample-documents.md
// says which Utah court forms they stand for and what they leave out.
import type { Action, AutoNumberingLevel, Document, DynamicBlock, QuestionCondition, RichTextNode } from '@accord/engine';
import { UTAH_JUDICIAL_DISTRICTS } from '../../../db/utah-counties.ts';
import type { WorkflowBuilder } from './build.ts';

const LEVELS: AutoNumberingLevel[] = [
  { uid: 'lvlarticle01', name: 'Article', tag: 'ARTICLE', type: 'Uppercase Roman Numerals' },
  { uid: 'lvlsection01', name: 'Section', tag: 'SECTION', type: 'Numbers' },
];

type Test = QuestionCondition;

/** The blocks of one text editor, added as the text names them; each tag once. */
class Blocks {
  readonly list: DynamicBlock[] = [];
  private readonly tags = new Set<string>();
  constructor(
    private readonly b: WorkflowBuilder,
    private readonly prefix: string,
  ) {}

  private add(block: Omit<DynamicBlock, 'uid'>): string {
    const tag = block.tag!;
    if (!this.tags.has(tag)) {
      this.tags.add(tag);
      this.list.push({ uid: this.b.uid(`${this.prefix}/block/${tag}`), ...block });
    }
    return tag;
  }

  /** The answer to a question, as the engine formats it. */
  answer(title: string): string {
    const tag = this.add({ name: title, tag: title.replace(/-/g, '_'), type: 'question-input', value: this.b.uid(title), conditional: 'always' });
    return `**${tag}**`;
  }

  /** An uploaded image or PDF. */
  image(title: string): string {
    const tag = this.add({ name: title, tag: title.replace(/-/g, '_'), type: 'image-input', value: this.b.uid(title), conditional: 'always' });
    return `**${tag}**`;
  }

  /** Text shown only while every test holds (the text may hold other blocks). */
  when(tag: string, tests: Test[], text: string): string {
    this.add({ name: tag, tag, type: 'static-block', conditional: 'if', operator: 'and', questions: tests });
    return `**${tag}**${text}**/${tag}**`;
  }

  /** A word (no other block in it) shown while every test holds: 'child' or 'children'. */
  word(tag: string, tests: Test[], value: string): string {
    this.add({ name: tag, tag, type: 'static-block', conditional: 'if', operator: 'and', questions: tests, value });
    return `**${tag}**`;
  }

  signature(role: 'petitioner' | 'respondent'): string {
    const tag = role === 'petitioner' ? 'PET_SIGNATURE_IMAGE' : 'RES_SIGNATURE_IMAGE';
    return `**${this.add({ name: tag, tag, type: role === 'petitioner' ? 'pet-signature-img' : 'resp-signature-img', conditional: 'always' })}**`;
  }

  signedOn(role: 'petitioner' | 'respondent'): string {
    const tag = role === 'petitioner' ? 'PET_SIGNED_ON' : 'RES_SIGNED_ON';
    return `**${this.add({ name: tag, tag, type: role === 'petitioner' ? 'pet-signature-date' : 'resp-signature-date', conditional: 'always' })}**`;
  }
}

const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const paragraph = (value: string, align?: 'center'): RichTextNode => ({
  type: 'paragraph',
  ...(align ? { attrs: { textAlign: align } } : {}),
  content: [text(value)],
});
const bold = (value: string, align?: 'center'): RichTextNode => ({
  type: 'paragraph',
  ...(align ? { attrs: { textAlign: align } } : {}),
  content: [{ type: 'text', text: value, marks: [{ type: 'bold' }] }],
});
const article = (title: string) => bold(`**ARTICLE** ${title}`);

/** The clauses both documents share, with the tests and words they need. */
class Clauses {
  constructor(
    readonly b: WorkflowBuilder,
    readonly k: Blocks,
    readonly withChildren: boolean,
  ) {}

  is(title: string, answer: string | string[]): Test {
    return this.b.q(title, 'is', { answer });
  }

  /** 'child' or 'children' as CHILD_COUNT says. */
  children(): string {
    const { b, k } = this;
    return (
      k.word('CHILD_WORD', [b.q('CHILD_COUNT', 'equal-to', { value: 1 })], 'child') +
      k.word('CHILDREN_WORD', [b.q('CHILD_COUNT', 'greater-than', { value: 1 })], 'children')
    );
  }

  caption(title: string): RichTextNode[] {
    const { b, k } = this;
    const districts = UTAH_JUDICIAL_DISTRICTS.map((d) => k.word(`DISTRICT_${d.name.toUpperCase()}`, [b.q('FILING_COUNTY', 'is', { answer: [...d.counties] })], d.name)).join('');
    return [
      paragraph(`${k.answer('PET_FN')} ${k.answer('PET_LN')}`),
      paragraph(`${k.answer('PET_STADD')}, ${k.answer('PET_CITY')}, ${k.answer('PET_ST')} ${k.answer('PET_POST-CODE')}`),
      paragraph(`Phone: ${k.answer('PET_PHONE')}    Email: ${k.answer('PET_EADD')}`),
      paragraph(
        k.when('WITH_ATTORNEY', [this.is('PET_ATTORNEY', 'Yes')], `Attorney: ${k.answer('PET_ATTORNEY_NAME')}`) +
          k.when('WITHOUT_ATTORNEY', [b.q('PET_ATTORNEY', 'is-not', { answer: 'Yes' })], 'Petitioner, representing myself'),
      ),
      bold(`In the ${districts} Judicial District Court of Utah`, 'center'),
      paragraph(`County: ${k.answer('FILING_COUNTY')}`, 'center'),
      paragraph(`Court location: ${k.answer('COURT_LOCATION')}`, 'center'),
      paragraph(`Petitioner: ${k.answer('PET_FN')} ${k.answer('PET_LN')}`),
      paragraph('v.'),
      paragraph(`Respondent: ${k.answer('RES_FN')} ${k.answer('RES_LN')}`),
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text(title)] },
      paragraph('Case number: assigned by the court when this is filed', 'center'),
    ];
  }

  parties(): RichTextNode[] {
    const { b, k } = this;
    return [
      article('The parties'),
      paragraph(
        `**SECTION** The petitioner, ${k.answer('PET_FN')} ${k.answer('PET_LN')}, lives at ${k.answer('PET_STADD')}, ${k.answer('PET_CITY')}, ${k.answer('PET_ST')} ${k.answer('PET_POST-CODE')}.`,
      ),
      paragraph(
        k.when(
          'RESPONDENT_ADDRESS',
          [this.is('RES_ADDRESS_KNOWN', 'Yes')],
          `**SECTION** The respondent, ${k.answer('RES_FN')} ${k.answer('RES_LN')}, lives at ${k.answer('RES_STADD')}, ${k.answer('RES_CITY')}, ${k.answer('RES_ST')} ${k.answer('RES_POST-CODE')}.`,
        ) +
          k.when(
            'RESPONDENT_ADDRESS_UNKNOWN',
            [this.is('RES_ADDRESS_KNOWN', 'No')],
            `**SECTION** The respondent, ${k.answer('RES_FN')} ${k.answer('RES_LN')}, lives at an address the petitioner does not know.`,
          ),
      ),
      paragraph(k.when('RESPONDENT_EMAIL', [b.mode('collaborating')], `**SECTION** The respondent's email address is ${k.answer('RES_EADD')}.`)),
      paragraph(
        k.when('MILITARY', [this.is('RES_MILITARY', 'Yes')], '**SECTION** The respondent is on active military duty.') +
          k.when('NOT_MILITARY', [this.is('RES_MILITARY', 'No')], '**SECTION** The respondent is not on active military duty.'),
      ),
      paragraph(
        k.when('MAILING_ADDRESS', [this.is('MAILING_DIALOG', 'Use this address')], `**SECTION** Court notices for the petitioner go to ${k.answer('MAILING_DIALOG')}.`) +
          k.when('MAILING_SAME', [this.is('MAILING_DIALOG', 'Same as my address')], "**SECTION** Court notices for the petitioner go to the petitioner's address above."),
      ),
    ];
  }

  jurisdictionAndMarriage(): RichTextNode[] {
    const { k } = this;
    return [
      article('Jurisdiction'),
      paragraph(
        k.when(
          'RESIDENT',
          [this.is('PET_RESIDENT_3_MONTHS', 'Yes')],
          `**SECTION** The petitioner or the respondent has lived in Utah and in ${k.answer('FILING_COUNTY')} County for at least three months before this petition was filed.`,
        ) +
          k.when(
            'NOT_RESIDENT',
            [this.is('PET_RESIDENT_3_MONTHS', 'No')],
            `**SECTION** Neither party has yet lived in Utah and in ${k.answer('FILING_COUNTY')} County for three months; the court may not grant the divorce until one has.`,
          ),
      ),
      article('The marriage'),
      paragraph(
        `**SECTION** The parties were married on ${k.answer('MARRIAGE_DATE')} in ${k.answer('MARRIAGE_CITY')}, ${k.answer('MARRIAGE_STATE')}${k.answer('MARRIAGE_COUNTRY')}.`,
      ),
      paragraph(
        k.when('SEPARATED_ON', [this.is('SEPARATED', 'Yes')], `**SECTION** The parties separated on ${k.answer('SEPARATION_DATE')}.`) +
          k.when('NOT_SEPARATED', [this.is('SEPARATED', 'No')], '**SECTION** The parties have not separated.'),
      ),
      paragraph(
        k.when(
          'GROUND_IRRECONCILABLE',
          [this.is('GROUNDS', 'Irreconcilable differences')],
          '**SECTION** The petitioner asks for a divorce on the ground of irreconcilable differences in the marriage (Utah Code 30-3-1(3)(h)).',
        ) +
          k.when(
            'GROUND_SEPARATION',
            [this.is('GROUNDS', 'Separation for three years')],
            '**SECTION** The petitioner asks for a divorce on the ground that the parties have lived apart under a decree of separate maintenance for three consecutive years without cohabitation (Utah Code 30-3-1(3)(j)).',
          ) +
          k.when('GROUND_OTHER', [this.is('GROUNDS', 'Other grounds')], `**SECTION** The petitioner asks for a divorce on these grounds: ${k.answer('GROUNDS_OTHER')}`),
      ),
      paragraph(
        k.when('PREGNANT_YES', [this.is('PREGNANT', 'Yes')], '**SECTION** The wife is pregnant.') +
          k.when('PREGNANT_NO', [this.is('PREGNANT', 'No')], '**SECTION** The wife is not pregnant.'),
      ),
    ];
  }

  childrenTerms(): RichTextNode[] {
    if (!this.withChildren) return [];
    const { b, k } = this;
    const children = this.children();
    const custody = (kind: 'legal' | 'physical', title: string) =>
      k.when(`${kind.toUpperCase()}_JOINT`, [this.is(title, 'Joint')], `**SECTION** The parties share joint ${kind} custody of the ${children}.`) +
      k.when(`${kind.toUpperCase()}_PETITIONER`, [this.is(title, 'Petitioner sole')], `**SECTION** The petitioner has sole ${kind} custody of the ${children}.`) +
      k.when(`${kind.toUpperCase()}_RESPONDENT`, [this.is(title, 'Respondent sole')], `**SECTION** The respondent has sole ${kind} custody of the ${children}.`);
    return [
      article('Children'),
      paragraph(`**SECTION** The parties have ${k.answer('CHILD_COUNT')} minor ${children} together:\n${k.answer('CHILDREN')}`),
      paragraph(
        k.when('OTHER_CASE', [this.is('CHILD_OTHER_CASE', 'Yes')], `**SECTION** A child of the parties is part of another court case: ${k.answer('CHILD_OTHER_CASE_DETAILS')}`) +
          k.when('NO_OTHER_CASE', [this.is('CHILD_OTHER_CASE', 'No')], '**SECTION** No child of the parties is part of another court case.'),
      ),
      paragraph(custody('legal', 'LEGAL_CUSTODY')),
      paragraph(custody('physical', 'PHYSICAL_CUSTODY')),
      paragraph(
        k.when(
          'JOINT_NIGHTS',
          [this.is('PHYSICAL_CUSTODY', 'Joint')],
          `**SECTION** The ${children} spend ${k.answer('JOINT_OVERNIGHTS')} overnights a year with the petitioner and the other overnights with the respondent.`,
        ) +
          k.when(
            'SCHEDULE_MINIMUM',
            [this.is('PARENT_TIME_SCHEDULE', 'Utah minimum (30-3-35)')],
            '**SECTION** The parent without physical custody has parent-time under the minimum schedule of Utah Code 30-3-35.',
          ) +
          k.when(
            'SCHEDULE_EXPANDED',
            [this.is('PARENT_TIME_SCHEDULE', 'Expanded (30-3-35.1)')],
            '**SECTION** The parent without physical custody has parent-time under the expanded schedule of Utah Code 30-3-35.1.',
          ) +
          k.when(
            'SCHEDULE_CUSTOM',
            [this.is('PARENT_TIME_SCHEDULE', 'Custom schedule')],
            `**SECTION** The parent without physical custody has parent-time under this schedule: ${k.answer('CUSTOM_SCHEDULE')}`,
          ),
      ),
      paragraph(
        k.when(
          'HOLIDAYS_ALTERNATED',
          [b.q('HOLIDAYS', 'any', { answer: ["New Year's Day", 'Easter', 'Thanksgiving', 'Christmas Eve', 'Christmas Day'] })],
          `**SECTION** The parents alternate these holidays: ${k.answer('HOLIDAYS')}.`,
        ),
      ),
      paragraph(
        k.when('SUPERVISED_YES', [this.is('SUPERVISED', 'Yes')], `**SECTION** Parent-time is supervised, because: ${k.answer('SUPERVISION_REASON')}`) +
          k.when('SUPERVISED_NO', [this.is('SUPERVISED', 'No')], '**SECTION** Parent-time is not supervised.'),
      ),
      paragraph(
        k.when('RELOCATION_YES', [this.is('RELOCATION', 'Yes')], `**SECTION** A parent plans to move more than 150 miles away: ${k.answer('RELOCATION_DETAILS')}`) +
          k.when('RELOCATION_NO', [this.is('RELOCATION', 'No')], '**SECTION** Neither parent plans to move more than 150 miles away.'),
      ),
      article('Child support'),
      paragraph(
        `**SECTION** The petitioner has a gross monthly income of ${k.answer('PET_GROSS_INCOME')} and the respondent a gross monthly income of ${k.answer('RES_GROSS_INCOME')}. Child support is set from these incomes under the Utah Child Support Guidelines (Utah Code 78B-12).`,
      ),
      paragraph(
        k.when(
          'CHILD_CARE_YES',
          [this.is('CHILD_CARE', 'Yes')],
          `**SECTION** Work-related child care costs ${k.answer('CHILD_CARE_AMOUNT')} a month; the parents share it in proportion to their incomes.`,
        ) + k.when('CHILD_CARE_NO', [this.is('CHILD_CARE', 'No')], '**SECTION** Neither parent pays work-related child care.'),
      ),
      paragraph(
        k.when('INSURANCE_PETITIONER', [this.is('HEALTH_INSURANCE', 'Petitioner')], `**SECTION** The petitioner provides health insurance for the ${children}.`) +
          k.when('INSURANCE_RESPONDENT', [this.is('HEALTH_INSURANCE', 'Respondent')], `**SECTION** The respondent provides health insurance for the ${children}.`) +
          k.when('INSURANCE_BOTH', [this.is('HEALTH_INSURANCE', 'Both')], `**SECTION** Both parents provide health insurance for the ${children}.`) +
          k.when(
            'INSURANCE_NEITHER',
            [this.is('HEALTH_INSURANCE', 'Neither')],
            `**SECTION** Neither parent provides health insurance for the ${children} now; both share its cost when it becomes available.`,
          ),
      ),
      paragraph(
        k.when('DEVIATION_YES', [this.is('SUPPORT_DEVIATION', 'Yes')], `**SECTION** Child support differs from the guidelines, because: ${k.answer('DEVIATION_REASON')}`) +
          k.when('DEVIATION_NO', [this.is('SUPPORT_DEVIATION', 'No')], '**SECTION** Child support follows the guidelines.'),
      ),
      paragraph(
        k.when('TAX_PETITIONER', [this.is('TAX_EXEMPTION', 'Petitioner')], `**SECTION** The petitioner claims the ${children} as dependents for taxes.`) +
          k.when('TAX_RESPONDENT', [this.is('TAX_EXEMPTION', 'Respondent')], `**SECTION** The respondent claims the ${children} as dependents for taxes.`) +
          k.when('TAX_ALTERNATE', [this.is('TAX_EXEMPTION', 'Alternate years')], `**SECTION** The parents claim the ${children} as dependents for taxes in alternate years.`),
      ),
    ];
  }

  propertyDebtsAlimonyName(): RichTextNode[] {
    const { b, k } = this;
    const months =
      k.word('MONTH_WORD', [b.q('ALIMONY_MONTHS', 'equal-to', { value: 1 })], 'month') +
      k.word('MONTHS_WORD', [b.q('ALIMONY_MONTHS', 'greater-than', { value: 1 })], 'months');
    const alimonyTerms = `alimony of ${k.answer('ALIMONY_AMOUNT')} a month for ${k.answer('ALIMONY_MONTHS')} ${months}, ${k.answer('ALIMONY_TOTAL')} in all.`;
    return [
      article('Property'),
      paragraph(
        k.when('REAL_ESTATE_LIST', [this.is('HAS_REAL_ESTATE', 'Yes')], `**SECTION** Real estate, and who receives it:\n${k.answer('REAL_ESTATE')}`) +
          k.when('REAL_ESTATE_NONE', [this.is('HAS_REAL_ESTATE', 'No')], '**SECTION** Real estate: None.'),
      ),
      paragraph(
        k.when('VEHICLES_LIST', [this.is('HAS_VEHICLES', 'Yes')], `**SECTION** Vehicles, and who receives each:\n${k.answer('VEHICLES')}`) +
          k.when('VEHICLES_NONE', [this.is('HAS_VEHICLES', 'No')], '**SECTION** Vehicles: None.'),
      ),
      paragraph(
        k.when(
          'RETIREMENT_LIST',
          [b.q('RETIREMENT_ACCOUNTS', 'any', { answer: ['401(k)', 'IRA', 'Pension'] })],
          `**SECTION** Retirement accounts: ${k.answer('RETIREMENT_ACCOUNTS')}. Retirement earned during the marriage is divided: ${k.answer('RETIREMENT_DIVISION')}.`,
        ) +
          k.when(
            'RETIREMENT_NONE',
            [b.q('RETIREMENT_ACCOUNTS', 'any', { answer: ['None'] })],
            '**SECTION** Retirement accounts: None.',
          ),
      ),
      paragraph('**SECTION** Each party keeps the other personal property in his or her possession.'),
      article('Debts'),
      paragraph(
        k.when('DEBT_LIST', [this.is('HAS_DEBTS', 'Yes')], `**SECTION** Debts of the marriage, and who pays each:\n${k.answer('DEBTS')}`) +
          k.when('DEBT_NONE', [this.is('HAS_DEBTS', 'No')], '**SECTION** Debts of the marriage: None.'),
      ),
      article('Alimony'),
      paragraph(
        k.when('ALIMONY_BY_PETITIONER', [this.is('ALIMONY_REQUESTED', 'Yes'), this.is('ALIMONY_PAYER', 'Petitioner')], `**SECTION** The petitioner pays the respondent ${alimonyTerms}`) +
          k.when('ALIMONY_BY_RESPONDENT', [this.is('ALIMONY_REQUESTED', 'Yes'), this.is('ALIMONY_PAYER', 'Respondent')], `**SECTION** The respondent pays the petitioner ${alimonyTerms}`) +
          k.when('NO_ALIMONY', [this.is('ALIMONY_REQUESTED', 'No')], '**SECTION** Neither party is awarded alimony; both give up any right to it, now and in the future.'),
      ),
      article('Name'),
      paragraph(
        k.when('RESTORE_FORMER_NAME', [this.is('RESTORE_NAME', 'Yes')], `**SECTION** The petitioner's former name, ${k.answer('FORMER_NAME')}, is restored.`) +
          k.when('KEEP_NAME', [b.q('RESTORE_NAME', 'is-not', { answer: 'Yes' })], '**SECTION** Neither party asks to restore a former name.'),
      ),
    ];
  }

  certificate(): RichTextNode[] {
    const { b, k } = this;
    return [paragraph(k.when('CERTIFICATE', [b.q('MARRIAGE_CERTIFICATE', 'uploaded')], `Exhibit A, the marriage certificate:\n${k.image('MARRIAGE_CERTIFICATE')}`))];
  }
}

function textEditor(b: WorkflowBuilder, name: string, content: RichTextNode[], blocks: Blocks): Action {
  const caption = `${blocks.answer('PET_FN')} ${blocks.answer('PET_LN')} v. ${blocks.answer('RES_FN')} ${blocks.answer('RES_LN')}, ${blocks.answer('FILING_COUNTY')} County: ${name}`;
  return {
    uid: b.uid(`${name}/text`),
    title: `${name}: text`,
    type: 'text-editor',
    location: { page: 1 },
    fontSize: 11,
    fontFamily: 'Times New Roman',
    textColor: 'black',
    savedData: { text: { type: 'doc', content } },
    blocks: blocks.list,
    autoNumberingLevels: LEVELS,
    firstPageMargins: { top: 0.75, bottom: 0.75, left: 1, right: 1 },
    laterPageMargins: { top: 1, bottom: 0.75, left: 1, right: 1 },
    laterPageCaption: caption,
  };
}

function document(b: WorkflowBuilder, uidName: string, name: string, order: number, action: Action): Document {
  return {
    uid: b.uid(`document/${uidName}`),
    type: 'pdf',
    name,
    order,
    pages: [{ uid: b.uid(`document/${uidName}/page`), name: `${uidName.toUpperCase()}_TEXT`, source: { kind: 'blank' } }],
    rules: [{ uid: b.uid(`document/${uidName}/rule`), name: 'Text', type: 'Action Logic', order: 1, conditional: 'always', actions: [action] }],
  };
}

function petition(b: WorkflowBuilder, withChildren: boolean): Document {
  const k = new Blocks(b, 'petition');
  const c = new Clauses(b, k, withChildren);
  const content: RichTextNode[] = [
    ...c.caption('PETITION FOR DIVORCE'),
    ...c.parties(),
    ...c.jurisdictionAndMarriage(),
    ...c.childrenTerms(),
    ...c.propertyDebtsAlimonyName(),
    article('Request'),
    paragraph('**SECTION** The petitioner asks the court to grant a decree of divorce on the terms above.'),
    ...c.certificate(),
    bold('Verification'),
    paragraph('I declare under criminal penalty under the law of Utah that everything stated in this document is true.'),
    paragraph(k.signature('petitioner')),
    paragraph(`Signed by the petitioner, ${k.answer('PET_FN')} ${k.answer('PET_LN')}, on ${k.signedOn('petitioner')}.`),
  ];
  return document(b, 'petition', 'Petition for Divorce', 1, textEditor(b, 'Petition for Divorce', content, k));
}

function stipulation(b: WorkflowBuilder, withChildren: boolean): Document {
  const k = new Blocks(b, 'stipulation');
  const c = new Clauses(b, k, withChildren);
  const petitioner = `${k.answer('PET_FN')} ${k.answer('PET_LN')}`;
  const respondent = `${k.answer('RES_FN')} ${k.answer('RES_LN')}`;
  const content: RichTextNode[] = [
    ...c.caption('STIPULATION AND AGREEMENT'),
    paragraph(
      k.when(
        'BOTH_AGREE',
        [b.mode('collaborating')],
        `The petitioner, ${petitioner}, and the respondent, ${respondent}, agree to these terms and ask the court to enter them in the decree of divorce.`,
      ) +
        k.when(
          'PETITIONER_PROPOSES',
          [b.mode('unilateral')],
          `The petitioner, ${petitioner}, proposes these terms to the respondent, ${respondent}, and asks the court to enter them in the decree of divorce.`,
        ),
    ),
    ...c.childrenTerms(),
    ...c.propertyDebtsAlimonyName(),
    bold('Signatures'),
    paragraph(`Petitioner, ${petitioner}:`),
    paragraph(k.signature('petitioner')),
    paragraph(`Signed on ${k.signedOn('petitioner')}.`),
    paragraph(k.when('RESPONDENT_SIGNS', [b.mode('collaborating')], `Respondent, ${respondent}:`)),
    paragraph(k.when('RESPONDENT_SIGNATURE', [b.mode('collaborating')], k.signature('respondent'))),
    paragraph(k.when('RESPONDENT_SIGNED_ON', [b.mode('collaborating')], `Signed on ${k.signedOn('respondent')}.`)),
  ];
  // the document both spouses review and sign at step 5, marked as the builder's step 4 marks it (ADR 027)
  return { ...document(b, 'stipulation', 'Stipulation and Agreement', 2, textEditor(b, 'Stipulation and Agreement', content, k)), signedDocument: true };
}

/** The petition and the stipulation of a Utah sample, written against its questions. */
export function utahDocuments(b: WorkflowBuilder, withChildren: boolean): Document[] {
  return [petition(b, withChildren), stipulation(b, withChildren)];
}
