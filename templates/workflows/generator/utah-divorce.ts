// The Utah divorce sample workflows: without children, and with children (custody, parent-time and
// child support added), both offered in Spanish (texts in utah-divorce-es.ts, not yet reviewed). Titles follow the product's codes (PET_*, RES_*) so that profile prefill,
// spouse invitations and PDF actions find them.
import type { DisplayLogicLibraryRule, WorkflowDefinition } from '@accord/engine';
import { UTAH_COUNTIES, UTAH_DISTRICT_COURTS } from '../../../db/utah-counties.ts';
import { offeredInSpanish, WorkflowBuilder, YES_NO } from './build.ts';
import { UTAH_DIVORCE_SPANISH } from './utah-divorce-es.ts';
import { utahDocuments } from './utah-documents.ts';

// the seeded counties (db/utah-counties.ts): the county question lists all 29, as the setup stepper does
const COUNTIES = [...UTAH_COUNTIES];
const COURTS = Object.fromEntries(Object.entries(UTAH_DISTRICT_COURTS).map(([county, courts]) => [county, [...courts]]));
/** A required Yes / No question asked with radio buttons. */
const requiredYesNo = (label: string) => ({ label, options: YES_NO, variant: 'radio' as const, required: true });
/** A required follow-up shown only when the Yes / No question `gate` is answered Yes. */
const requiredWhenYes = (b: WorkflowBuilder, gate: string, label: string) => ({ label, required: true, ...b.showWhen(b.q(gate, 'is', { answer: 'Yes' })) });
const selectColumn = (text: string, value: string, options: string[]) => ({ text, value, align: 'center' as const, variant: 'select' as const, options });
const money = (text: string, value: string) => ({ text, value, align: 'end' as const, variant: 'money' as const });
/**
 * A home's equity, a car's value or a mortgage's balance is often above the spec's $100,000 table limit (issue
 * 15 item 11): these columns take up to $10,000,000, still within the money input's 11 characters.
 */
const LARGE_AMOUNT = 10_000_000;
const largeMoney = (text: string, value: string) => ({ ...money(text, value), upperBound: LARGE_AMOUNT });
const dateColumn = (text: string, value: string) => ({ text, value, align: 'start' as const, variant: 'date' as const });
const textColumn = (text: string, value: string) => ({
  text,
  value,
  align: 'start' as const,
  variant: 'text' as const,
});

function startAndParties(b: WorkflowBuilder, withChildren: boolean): void {
  b.page('PAGE_START', 'Getting started')
    .add('heading', 'START_HEADING', {
      label: withChildren ? 'Utah divorce with children' : 'Utah divorce without children',
    })
    .add('paragraph', 'START_TEXT', {
      label: 'Answer each page; your answers fill the court forms. You can save and come back at any time.',
    })
    .add('single-select', 'FILING_COUNTY', {
      label: 'In which county will you file?',
      options: COUNTIES,
      variant: 'drop-down',
      required: true,
    })
    .add('grouped-options', 'COURT_LOCATION', {
      label: 'Your district court',
      groupingQuestion: b.uid('FILING_COUNTY'),
      groupingVariant: 'select',
      groupingOptions: COURTS,
      ...b.showWhen(b.q('FILING_COUNTY', 'answered')),
    })
    .add('single-select', 'PET_RESIDENT_3_MONTHS', requiredYesNo('Have you or your spouse lived in Utah and this county for at least 3 months?'))
    .add('paragraph', 'RESIDENCY_WARNING', {
      label:
        'Utah courts can grant a divorce only if one spouse has lived in the state and the county for 3 months. Talk to a lawyer before filing.',
      ...b.showWhen(b.q('PET_RESIDENT_3_MONTHS', 'is', { answer: 'No' })),
    });

  b.page('PAGE_PETITIONER', 'About you')
    .add('text-input-short', 'PET_FN', { label: 'Legal first name', required: true })
    .add('text-input-short', 'PET_LN', { label: 'Legal last name', required: true })
    .add('text-input-short', 'PET_EADD', { label: 'E-mail address', validator: 'email', required: true })
    .add('date-picker', 'PET_BD', {
      label: 'Date of birth',
      validator: 'adult',
      variant: 'single-date',
      format: 'MM/DD/YYYY',
      required: true,
    })
    .add('single-select', 'PET_GENDER', { label: 'Gender', options: ['Male', 'Female'], variant: 'radio' })
    .add('text-input-short', 'PET_PHONE', {
      label: 'Phone number',
      validator: 'phone',
      placeholder: '###-###-####',
      required: true,
    })
    .add('text-input-short', 'PET_SSN', {
      label: 'Social security number',
      validator: 'ssn',
      placeholder: '###-##-####',
    })
    .add('text-input-short', 'PET_STADD', { label: 'Street address', required: true })
    .add('text-input-short', 'PET_CITY', { label: 'City', required: true })
    .add('state-select', 'PET_ST', { label: 'State', variant: 'drop-down', default: 'Utah', required: true })
    .add('text-input-short', 'PET_POST-CODE', { label: 'ZIP code', validator: 'zip', required: true })
    .add('single-select', 'PET_ATTORNEY', { label: 'Is a lawyer helping you?', options: YES_NO, variant: 'radio' })
    .add('text-input-short', 'PET_ATTORNEY_NAME', {
      label: "Lawyer's name and bar number",
      required: true,
      ...b.showWhen(b.q('PET_ATTORNEY', 'is', { answer: 'Yes' })),
    });

  b.page('PAGE_RESPONDENT', 'About your spouse')
    .add('text-input-short', 'RES_FN', { label: "Spouse's legal first name", required: true })
    .add('text-input-short', 'RES_LN', { label: "Spouse's legal last name", required: true })
    .add('text-input-short', 'RES_EADD', {
      label: "Spouse's e-mail address (we send the invitation there)",
      validator: 'email',
      required: true,
      ...b.showWhen(b.mode('collaborating')),
    })
    .add('date-picker', 'RES_BD', { label: "Spouse's date of birth", validator: 'adult', variant: 'single-date', format: 'MM/DD/YYYY' })
    .add('single-select', 'RES_ADDRESS_KNOWN', {
      label: "Do you know your spouse's current address?",
      options: YES_NO,
      variant: 'radio',
      required: true,
    })
    .add('text-input-short', 'RES_STADD', requiredWhenYes(b, 'RES_ADDRESS_KNOWN', 'Street address'))
    .add('text-input-short', 'RES_CITY', requiredWhenYes(b, 'RES_ADDRESS_KNOWN', 'City'))
    .add('state-select', 'RES_ST', {
      label: 'State',
      variant: 'drop-down',
      ...b.showWhen(b.q('RES_ADDRESS_KNOWN', 'is', { answer: 'Yes' })),
    })
    .add('text-input-short', 'RES_POST-CODE', {
      label: 'ZIP code',
      validator: 'zip',
      ...b.showWhen(b.q('RES_ADDRESS_KNOWN', 'is', { answer: 'Yes' })),
    })
    .add('paragraph', 'RES_SERVICE_NOTE', {
      label:
        'Without an address you will need to ask the court for permission to serve your spouse another way (for example by publication).',
      ...b.showWhen(b.q('RES_ADDRESS_KNOWN', 'is', { answer: 'No' }), b.mode('unilateral')),
    })
    .add('single-select', 'RES_MILITARY', requiredYesNo('Is your spouse on active military duty?'))
    .add('paragraph', 'RES_MILITARY_NOTE', {
      label:
        'The Servicemembers Civil Relief Act protects service members; your spouse must sign a waiver or the court may delay the case.',
      ...b.showWhen(b.q('RES_MILITARY', 'is', { answer: 'Yes' })),
    });

  b.page('PAGE_MARRIAGE', 'Your marriage')
    .add('date-picker', 'MARRIAGE_DATE', {
      label: 'Date of marriage',
      variant: 'single-date',
      format: 'MM/DD/YYYY',
      required: true,
    })
    .add('text-input-short', 'MARRIAGE_CITY', { label: 'City where you married', required: true })
    .add('state-select', 'MARRIAGE_STATE', { label: 'State where you married', variant: 'drop-down', required: true })
    .add('text-input-short', 'MARRIAGE_COUNTRY', {
      label: 'Country where you married',
      ...b.showWhen(b.q('MARRIAGE_STATE', 'not-answered')),
    })
    .add('single-select', 'SEPARATED', requiredYesNo('Are you separated?'))
    .add('date-picker', 'SEPARATION_DATE', {
      label: 'Date of separation',
      variant: 'single-date',
      format: 'MM/DD/YYYY',
      required: true,
      ...b.showWhen(b.q('SEPARATED', 'is', { answer: 'Yes' })),
    })
    .add('paragraph', 'SHORT_MARRIAGE_NOTE', {
      label: 'Your marriage lasted less than a year; alimony is rarely awarded in short marriages.',
      ...b.showWhen(b.q('MARRIAGE_DATE', 'after', { value: '2025-01-15' })),
    })
    .add('single-select', 'GROUNDS', {
      label: 'Grounds for divorce',
      options: ['Irreconcilable differences', 'Separation for three years', 'Other grounds'],
      variant: 'drop-down',
      required: true,
    })
    .add('text-input-long', 'GROUNDS_OTHER', {
      label: 'Describe the grounds',
      required: true,
      ...b.showWhen(b.q('GROUNDS', 'is', { answer: 'Other grounds' })),
    })
    .add('paragraph', 'SEPARATION_GROUNDS_NOTE', {
      label: 'Separation as grounds needs a decree of separate maintenance and three years apart.',
      ...b.showWhen(
        b.q('GROUNDS', 'is', { answer: 'Separation for three years' }),
        b.q('SEPARATION_DATE', 'after', { value: '2023-01-15' }),
      ),
    })
    .add('single-select', 'PREGNANT', requiredYesNo('Is the wife currently pregnant?'));
}

function propertyDebtsAlimony(b: WorkflowBuilder): void {
  b.page('PAGE_PROPERTY', 'Property')
    .add('single-select', 'HAS_REAL_ESTATE', requiredYesNo('Do you or your spouse own a home or land?'))
    .add('item-table', 'REAL_ESTATE', {
      label: 'Real estate',
      variant: 'user-input-allowed',
      headers: [
        textColumn('Address', 'address'),
        largeMoney('Equity', 'equity'),
        selectColumn('Awarded to', 'awardedTo', ['Petitioner', 'Respondent', 'Sell and split']),
      ],
      inputRowsLimit: 5,
      required: true,
      ...b.showWhen(b.q('HAS_REAL_ESTATE', 'is', { answer: 'Yes' })),
    })
    .add('single-select', 'HAS_VEHICLES', requiredYesNo('Do you have vehicles?'))
    .add('item-table', 'VEHICLES', {
      label: 'Vehicles',
      variant: 'user-input-allowed',
      headers: [
        textColumn('Year, make and model', 'vehicle'),
        largeMoney('Value', 'value'),
        selectColumn('Awarded to', 'awardedTo', ['Petitioner', 'Respondent']),
      ],
      required: true,
      ...b.showWhen(b.q('HAS_VEHICLES', 'is', { answer: 'Yes' })),
    })
    .add('multi-select', 'RETIREMENT_ACCOUNTS', {
      label: 'Retirement accounts either of you has',
      options: ['401(k)', 'IRA', 'Pension', 'None'],
      variant: 'checkboxes',
      required: true,
    })
    .add('single-select', 'RETIREMENT_DIVISION', {
      label: 'How should retirement earned during the marriage be divided?',
      options: ['Equally (Woodward formula)', 'Each keeps their own', 'Other'],
      variant: 'radio',
      required: true,
      ...b.showWhen(b.q('RETIREMENT_ACCOUNTS', 'any', { answer: ['401(k)', 'IRA', 'Pension'] })),
    })
    .add('paragraph', 'QDRO_NOTE', {
      label: 'Dividing a pension and a 401(k) needs a Qualified Domestic Relations Order (QDRO) for each plan.',
      ...b.showWhen(b.q('RETIREMENT_ACCOUNTS', 'all', { answer: ['401(k)', 'Pension'] })),
    })
    .add('computed-property', 'PROPERTY_TOTAL', {
      label: 'Total value of real estate and vehicles',
      prefix: '$',
      formula: '{REAL_ESTATE.equity} + {VEHICLES.value}',
    });

  b.page('PAGE_DEBTS', 'Debts')
    .add('single-select', 'HAS_DEBTS', requiredYesNo('Do you have debts from the marriage (mortgage, loans, credit cards)?'))
    .add('item-table', 'DEBTS', {
      label: 'Debts',
      variant: 'user-input-allowed',
      headers: [
        textColumn('Creditor', 'creditor'),
        largeMoney('Balance', 'balance'),
        selectColumn('Paid by', 'paidBy', ['Petitioner', 'Respondent', 'Both equally']),
      ],
      required: true,
      ...b.showWhen(b.q('HAS_DEBTS', 'is', { answer: 'Yes' })),
    })
    .add('computed-property', 'DEBT_TOTAL', {
      label: 'Total debts',
      prefix: '$',
      formula: '{DEBTS.balance}',
      ...b.showWhen(b.q('HAS_DEBTS', 'is', { answer: 'Yes' })),
    })
    .add('computed-property', 'NET_ESTATE', {
      label: 'Property minus debts',
      prefix: '$',
      formula: '{PROPERTY_TOTAL} - {DEBT_TOTAL}',
    })
    .add('paragraph', 'NEGATIVE_ESTATE_NOTE', {
      label: 'Your debts are larger than your property. Consider talking to a bankruptcy lawyer before you file.',
      ...b.showWhen(b.q('NET_ESTATE', 'less-than', { value: 0 })),
    });

  b.page('PAGE_ALIMONY', 'Alimony')
    .add('single-select', 'ALIMONY_REQUESTED', requiredYesNo('Is either spouse asking for alimony?'))
    .add('single-select', 'ALIMONY_PAYER', {
      label: 'Who pays alimony?',
      options: ['Petitioner', 'Respondent'],
      variant: 'radio',
      required: true,
      ...b.showWhenNode(b.library(b.uid('LIB_ALIMONY'))),
    })
    .add('number-input', 'ALIMONY_AMOUNT', {
      label: 'Monthly alimony',
      prefix: '$',
      lowerBound: 1,
      upperBound: 1_000_000,
      useCommas: true,
      required: true,
      ...b.showWhenNode(b.library(b.uid('LIB_ALIMONY'))),
    })
    .add('number-input', 'ALIMONY_MONTHS', {
      label: 'For how many months?',
      lowerBound: 1,
      upperBound: 600,
      required: true,
      ...b.showWhenNode(b.library(b.uid('LIB_ALIMONY'))),
    })
    .add('computed-property', 'ALIMONY_TOTAL', {
      label: 'Total alimony',
      prefix: '$',
      formula: '{ALIMONY_AMOUNT} * {ALIMONY_MONTHS}',
      ...b.showWhenNode(b.library(b.uid('LIB_ALIMONY'))),
    })
    .add('paragraph', 'ALIMONY_LONG_NOTE', {
      label:
        'In Utah alimony may not last longer than the marriage did, unless the court finds extenuating circumstances.',
      ...b.showWhen(b.q('ALIMONY_MONTHS', 'greater-than', { value: 120 })),
    })
    .add('paragraph', 'ALIMONY_WAIVER', {
      label: 'Both of you give up any right to alimony, now and in the future.',
      ...b.showWhenNode(b.library(b.uid('LIB_ALIMONY')), true),
    });

  b.page('PAGE_NAME', 'Name and documents')
    .add('single-select', 'RESTORE_NAME', {
      label: 'Do you want to restore a former name?',
      options: YES_NO,
      variant: 'radio',
    })
    .add('text-input-short', 'FORMER_NAME', requiredWhenYes(b, 'RESTORE_NAME', 'Former name'))
    .add('file-input', 'MARRIAGE_CERTIFICATE', {
      label: 'Upload your marriage certificate (optional)',
      accept: ['.pdf', '.png', '.jpg', '.jpeg'],
    })
    .add('paragraph', 'CERTIFICATE_NOTE', {
      label: 'You can file without the certificate; keep a copy for the hearing.',
      ...b.showWhen(b.q('MARRIAGE_CERTIFICATE', 'not-uploaded')),
    })
    .add('dialog-window', 'MAILING_DIALOG', {
      label: 'Mailing address for court notices',
      heading: 'Where should the court send notices?',
      buttons: ['Same as my address', 'Use this address'],
      dialogFields: [
        {
          uid: b.uid('MAILING_DIALOG/MAILING-ADDRESS'),
          type: 'text-input-short',
          title: 'MAILING-ADDRESS',
          label: 'Mailing address',
        },
        { uid: b.uid('MAILING_DIALOG/MAILING-CITY'), type: 'text-input-short', title: 'MAILING-CITY', label: 'City' },
      ],
    })
    .add('paragraph', 'MAILING_NOTE', {
      label: 'Court notices will go to the mailing address you entered.',
      ...b.showWhen(b.q('MAILING_DIALOG', 'is', { answer: 'Use this address' })),
    });
}

function signatures(b: WorkflowBuilder): void {
  b.page('PAGE_SIGN', 'Review and sign')
    .add('label', 'SIGN_LABEL', { label: 'By signing you declare under criminal penalty that your answers are true.' })
    .add('date-picker', 'SIGN_DATE', { label: 'Date of signing', variant: 'single-date', format: 'MM/DD/YYYY', required: true })
    .add('signature-pad', 'PET_SIGNATURE', { label: 'Your signature', signer: 'petitioner', required: true })
    .add('paragraph', 'UNILATERAL_SIGN_NOTE', {
      label: 'You file alone: your spouse will be served with the papers.',
      ...b.showWhen(b.mode('unilateral')),
    })
    .add('paragraph', 'COLLABORATIVE_SIGN_NOTE', {
      label: 'After you sign, your spouse reviews and signs the same documents.',
      ...b.showWhen(b.mode('collaborating'), b.q('PET_SIGNATURE', 'signed')),
    });
}

function children(b: WorkflowBuilder): void {
  b.page('PAGE_CHILDREN', 'Your children')
    .add('number-input', 'CHILD_COUNT', {
      label: 'How many children do you have together who are under 18?',
      lowerBound: 1,
      upperBound: 15,
      required: true,
    })
    .add('item-table', 'CHILDREN', {
      label: 'Children',
      variant: 'user-input-allowed',
      headers: [
        textColumn('Full name', 'name'),
        dateColumn('Birth date (MM/DD/YYYY)', 'birthDate'),
        selectColumn('Gender', 'gender', ['Male', 'Female']),
      ],
      inputRowsLimit: 15,
      required: true,
    })
    .add('paragraph', 'MANY_CHILDREN_NOTE', {
      label: 'List every child; the parenting plan covers each of them.',
      ...b.showWhen(b.q('CHILD_COUNT', 'greater-than', { value: 3 })),
    })
    .add('single-select', 'CHILD_OTHER_CASE', requiredYesNo('Is any child part of another court case (custody, protective order, adoption)?'))
    .add('text-input-long', 'CHILD_OTHER_CASE_DETAILS', requiredWhenYes(b, 'CHILD_OTHER_CASE', 'Court, case number and kind of case'));

  b.page('PAGE_CUSTODY', 'Custody and parent-time')
    .add('single-select', 'LEGAL_CUSTODY', {
      label: 'Legal custody (decisions about school, health, religion)',
      options: ['Joint', 'Petitioner sole', 'Respondent sole'],
      variant: 'radio',
      required: true,
    })
    .add('single-select', 'PHYSICAL_CUSTODY', {
      label: 'Physical custody (where the children live)',
      options: ['Joint', 'Petitioner sole', 'Respondent sole'],
      variant: 'radio',
      required: true,
    })
    .add('single-select', 'PARENT_TIME_SCHEDULE', {
      label: 'Parent-time schedule for the parent without physical custody',
      options: ['Utah minimum (30-3-35)', 'Expanded (30-3-35.1)', 'Custom schedule'],
      variant: 'drop-down',
      required: true,
      ...b.showWhen(b.q('PHYSICAL_CUSTODY', 'is-not', { answer: 'Joint' }), b.q('PHYSICAL_CUSTODY', 'answered')),
    })
    .add('text-input-long', 'CUSTOM_SCHEDULE', {
      label: 'Describe the schedule',
      required: true,
      ...b.showWhen(b.q('PARENT_TIME_SCHEDULE', 'is', { answer: 'Custom schedule' })),
    })
    .add('number-input', 'JOINT_OVERNIGHTS', {
      label: 'Overnights per year with the petitioner',
      lowerBound: 0,
      upperBound: 365,
      required: true,
      ...b.showWhen(b.q('PHYSICAL_CUSTODY', 'is', { answer: 'Joint' })),
    })
    .add('paragraph', 'JOINT_THRESHOLD_NOTE', {
      label: 'Joint physical custody in Utah means each parent has the children more than 110 overnights a year.',
      ...b.showWhenNode(
        b.compound('or', [
          b.expression('and', [
            b.q('PHYSICAL_CUSTODY', 'is', { answer: 'Joint' }),
            b.q('JOINT_OVERNIGHTS', 'less-than', { value: 111 }),
          ]),
          b.expression('and', [
            b.q('PHYSICAL_CUSTODY', 'is', { answer: 'Joint' }),
            b.q('JOINT_OVERNIGHTS', 'greater-than', { value: 254 }),
          ]),
        ]),
      ),
    })
    .add('multi-select', 'HOLIDAYS', {
      label: 'Holidays to alternate',
      options: ["New Year's Day", 'Easter', 'Thanksgiving', 'Christmas Eve', 'Christmas Day'],
      variant: 'checkboxes',
    })
    .add('single-select', 'SUPERVISED', {
      label: 'Should parent-time be supervised?',
      options: YES_NO,
      variant: 'radio',
      required: true,
      ...b.showWhen(b.q('PHYSICAL_CUSTODY', 'is', { answer: ['Petitioner sole', 'Respondent sole'] })),
    })
    .add('text-input-long', 'SUPERVISION_REASON', requiredWhenYes(b, 'SUPERVISED', 'Why is supervision needed?'))
    .add('single-select', 'RELOCATION', requiredYesNo('Does either parent plan to move more than 150 miles away?'))
    .add('text-input-long', 'RELOCATION_DETAILS', requiredWhenYes(b, 'RELOCATION', 'Who is moving, where and when?'));

  b.page('PAGE_SUPPORT', 'Child support')
    .add('number-input', 'PET_GROSS_INCOME', {
      label: 'Your gross monthly income',
      prefix: '$',
      lowerBound: 0,
      upperBound: 1000000,
      useCommas: true,
      required: true,
    })
    .add('number-input', 'RES_GROSS_INCOME', {
      label: "Your spouse's gross monthly income",
      prefix: '$',
      lowerBound: 0,
      upperBound: 1000000,
      useCommas: true,
      required: true,
    })
    .add('computed-property', 'COMBINED_INCOME', {
      label: 'Combined monthly income',
      prefix: '$',
      formula: '{PET_GROSS_INCOME} + {RES_GROSS_INCOME}',
    })
    .add('computed-property', 'PET_INCOME_SHARE', {
      label: 'Your share of the combined income',
      suffix: '%',
      formula: 'if({COMBINED_INCOME} > 0, round({PET_GROSS_INCOME} / {COMBINED_INCOME} * 100, 1), 0)',
    })
    .add('paragraph', 'LOW_INCOME_NOTE', {
      label: 'With a combined income under $1,050 a month the low-income table applies.',
      ...b.showWhen(b.q('COMBINED_INCOME', 'between', { lowerLimit: 1, upperLimit: 1050 })),
    })
    .add('single-select', 'CHILD_CARE', requiredYesNo('Do you pay work-related child care?'))
    .add('number-input', 'CHILD_CARE_AMOUNT', {
      label: 'Monthly child care cost',
      prefix: '$',
      lowerBound: 1,
      upperBound: 10000,
      required: true,
      ...b.showWhen(b.q('CHILD_CARE', 'is', { answer: 'Yes' })),
    })
    .add('single-select', 'HEALTH_INSURANCE', {
      label: 'Who provides health insurance for the children?',
      options: ['Petitioner', 'Respondent', 'Both', 'Neither'],
      variant: 'radio',
      required: true,
    })
    .add('paragraph', 'NO_INSURANCE_NOTE', {
      label:
        'Utah law requires both parents to share the cost of the children’s health insurance when it is available.',
      ...b.showWhen(b.q('HEALTH_INSURANCE', 'is', { answer: 'Neither' })),
    })
    .add('child-support-calculator', 'CHILD_SUPPORT_CALC', { label: 'Child support worksheet', state: 'Utah' })
    .add('single-select', 'SUPPORT_DEVIATION', requiredYesNo('Are you asking for support different from the guidelines?'))
    .add('text-input-long', 'DEVIATION_REASON', requiredWhenYes(b, 'SUPPORT_DEVIATION', 'Explain why'))
    .add('single-select', 'TAX_EXEMPTION', {
      label: 'Who claims the children for taxes?',
      options: ['Petitioner', 'Respondent', 'Alternate years'],
      variant: 'radio',
      required: true,
      ...b.showWhenNode(
        {
          ...b.expression('x-or', [
            b.q('PHYSICAL_CUSTODY', 'is', { answer: 'Joint' }),
            b.q('LEGAL_CUSTODY', 'is', { answer: 'Joint' }),
          ]),
        },
        true,
      ),
    });
}

function library(b: WorkflowBuilder): DisplayLogicLibraryRule[] {
  return [
    {
      uid: b.uid('LIB_ALIMONY'),
      name: 'Alimony requested',
      root: b.compound('and', [
        b.expression('and', [b.q('ALIMONY_REQUESTED', 'is', { answer: 'Yes' })]),
      ]) as DisplayLogicLibraryRule['root'],
    },
  ];
}

function metadata(name: string, childrenOptions: 'with' | 'without', description: string) {
  return {
    name,
    description,
    jurisdiction: 'Third Judicial District and all Utah district courts',
    state: 'Utah',
    type: 'Divorce',
    childrenOptions,
    useCounties: false,
    counties: [],
    collaborate: true,
    version: '1.0.0',
  };
}

export function utahDivorceWithoutChildren(): WorkflowDefinition {
  const b = new WorkflowBuilder('utah-divorce-without-children');
  startAndParties(b, false);
  propertyDebtsAlimony(b);
  signatures(b);
  return offeredInSpanish({
    ...metadata(
      'Utah Divorce - Without Children',
      'without',
      'Petition and stipulated decree of divorce for Utah couples without minor children.',
    ),
    elements: b.elements,
    displayLogicLibrary: library(b),
    documents: utahDocuments(b, false),
  }, UTAH_DIVORCE_SPANISH);
}

export function utahDivorceWithChildren(): WorkflowDefinition {
  const b = new WorkflowBuilder('utah-divorce-with-children');
  startAndParties(b, true);
  children(b);
  propertyDebtsAlimony(b);
  signatures(b);
  return offeredInSpanish({
    ...metadata(
      'Utah Divorce - With Children',
      'with',
      'Petition, parenting plan, child support worksheet and stipulated decree for Utah couples with minor children.',
    ),
    elements: b.elements,
    displayLogicLibrary: library(b),
    documents: utahDocuments(b, true),
  }, UTAH_DIVORCE_SPANISH);
}
