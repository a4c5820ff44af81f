// The questionnaire's fields render the same markup for every element type and state: the e2e tests, the
// screenshots and assistive technology depend on it. The snapshot was taken before the field component was
// split by family; a change to it must be a deliberate one.
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type FormElement } from '~/engine';
import { ElementField, type ElementFieldProps } from './element-field';
import { questionnaireI18n } from '../../../i18n/questionnaire-texts';
import type { Language } from '../../../i18n/languages';

// the fields' own texts are the questionnaire catalogue's: rendered in English, the markup is the one from before
const renderToStaticMarkup = (node: ReactNode, language: Language = 'en') => renderBare(<I18nextProvider i18n={questionnaireI18n(language)}>{node}</I18nextProvider>);

const base = { version: 3, fingerprint: 'fp', messages: [], hydrated: false, workflowState: 'Utah' };
const problem = ['Required'];

const cases: [string, Partial<ElementFieldProps> & { element: FormElement; value?: unknown }][] = [
  ['heading', { element: { uid: 'h', type: 'heading', title: 'H', label: 'Your marriage' } }],
  ['subheading from heading', { element: { uid: 'sh', type: 'subheading', title: 'SH', heading: 'When' } }],
  ['paragraph', { element: { uid: 'p', type: 'paragraph', title: 'P', text: 'Answer at your own pace.' } }],
  ['label', { element: { uid: 'l', type: 'label', title: 'L', label: 'By signing you declare' } }],
  ['page-break', { element: { uid: 'pb', type: 'page-break', title: 'PAGE' } }],
  ['short text, e-mail, required, answered', { element: { uid: 'ts', type: 'text-input-short', title: 'EMAIL', label: 'E-mail', validator: 'email', required: true, placeholder: 'you@example.com' }, value: 'a@b.c' }],
  ['short text, phone, with a message and help', { element: { uid: 'tp', type: 'text-input-short', title: 'PHONE', validator: 'phone', helpData: { text: 'Your cell', youtubeLink: 'https://youtu.be/x' } }, value: '555', messages: ['Invalid'] }],
  ['short text, zip', { element: { uid: 'tz', type: 'text-input-short', title: 'ZIP', validator: 'zip' } }],
  ['short text, ssn', { element: { uid: 'tn', type: 'text-input-short', title: 'SSN', validator: 'ssn' } }],
  ['short text, time', { element: { uid: 'tt', type: 'text-input-short', title: 'TIME', validator: 'time' } }],
  ['short text, numbers', { element: { uid: 'td', type: 'text-input-short', title: 'DIGITS', validator: 'numbers' }, value: 12 }],
  ['long text, highlighted', { element: { uid: 'tl', type: 'text-input-long', title: 'STORY', label: 'Story' }, value: 'Once', highlighted: true, messages: problem }],
  ['number with prefix and suffix', { element: { uid: 'n', type: 'number-input', title: 'INCOME', prefix: '$', suffix: 'per month', lowerBound: 0, upperBound: 100000, useCommas: true }, value: 2500 }],
  ['number with defaults', { element: { uid: 'n2', type: 'number-input', title: 'KIDS' }, messages: problem }],
  ['single select, radio', { element: { uid: 'ss', type: 'single-select', title: 'LAWYER', options: ['Yes', 'No'], required: true }, value: 'No', messages: problem }],
  ['single select, drop-down', { element: { uid: 'sd', type: 'single-select', title: 'LAWYER', options: ['Yes', 'No'], variant: 'drop-down' }, value: 'Yes' }],
  ['single select, slider', { element: { uid: 'sl', type: 'single-select', title: 'SCALE', options: ['1', '2', '3'], variant: 'slider' } }],
  ['state select, default drop-down', { element: { uid: 'st', type: 'state-select', title: 'STATE', options: ['Utah', 'Idaho'] }, value: 'Utah' }],
  ['state select, radio of every state', { element: { uid: 'sr', type: 'state-select', title: 'STATE', variant: 'radio' } }],
  ['multi select, checkboxes', { element: { uid: 'ms', type: 'multi-select', title: 'ASSETS', options: ['House', 'Cars'] }, value: ['Cars'], messages: problem }],
  ['multi select, drop-down', { element: { uid: 'md', type: 'multi-select', title: 'ASSETS', options: ['House', 'Cars'], variant: 'drop-down' }, value: 'House' }],
  ['multi select, drop-down with a message', { element: { uid: 'me', type: 'multi-select', title: 'ASSETS', options: ['A'], variant: 'drop-down' }, messages: problem }],
  ['single date', { element: { uid: 'd', type: 'date-picker', title: 'MARRIED', maxDate: '2026-01-01' }, value: '03/04/2001' }],
  ['single month', { element: { uid: 'dm', type: 'date-picker', title: 'MONTH', monthPicker: true }, value: '2001-03-01', messages: problem }],
  ['multiple dates', { element: { uid: 'dd', type: 'date-picker', title: 'HEARINGS', variant: 'multiple-dates', minDate: '2020-01-01' }, value: ['2021-01-01', '2022-02-02'] }],
  ['date range', { element: { uid: 'dr', type: 'date-picker', title: 'SEPARATED', variant: 'date-range' }, value: { start: '2020-01-01', end: '2020-02-01' }, messages: problem }],
  ['file, none yet', { element: { uid: 'f', type: 'file-input', title: 'CERT' } }],
  ['file, uploaded, own types, with a message', { element: { uid: 'f2', type: 'file-input', title: 'CERT', accept: ['.pdf'] }, value: { name: 'cert.pdf' }, fileHref: '/files/f2', messages: ['Bad'] }],
  ['file, uploaded, no link', { element: { uid: 'f3', type: 'file-input', title: 'CERT' }, value: { name: 'cert.png' } }],
  ['signature, unsigned, no JavaScript', { element: { uid: 's', type: 'signature-pad', title: 'SIGN', label: 'Your signature' } }],
  ['signature, drawn, with JavaScript', { element: { uid: 's2', type: 'signature-pad', title: 'SIGN' }, value: { signed: true, image: 'data:image/png;base64,AAA', dateStamp: '2026-01-15T12:00:00Z' }, hydrated: true, messages: problem }],
  ['signature, typed', { element: { uid: 's3', type: 'signature-pad', title: 'SIGN' }, value: { signed: true, typedName: 'Jane Doe' }, fileHref: '/files/s3' }],
  ['video, watched', { element: { uid: 'v', type: 'youtube-video', title: 'VIDEO', label: 'How this works', videoID: 'abc' }, value: { watched: true } }],
  ['video by URL, unlabelled', { element: { uid: 'v2', type: 'youtube-video', title: 'VIDEO', videoURL: 'https://youtu.be/x' }, messages: problem }],
  ['video without a link', { element: { uid: 'v3', type: 'youtube-video', title: 'VIDEO' } }],
  [
    'item table, editable, with rows and read-only rows',
    {
      element: {
        uid: 'it',
        type: 'item-table',
        title: 'VEHICLES',
        label: 'Vehicles',
        variant: 'user-input-allowed',
        inputRowsLimit: 3,
        readOnlyRows: [{ vehicle: 'Bike', value: 1200, to: 'Petitioner' }],
        headers: [
          { text: 'Vehicle', value: 'vehicle', align: 'start', variant: 'text' },
          { text: 'Value', value: 'value', align: 'end', variant: 'money' },
          { text: 'Count', value: 'count', align: 'end', variant: 'number' },
          { text: 'To', value: 'to', align: 'center', variant: 'select', options: ['Petitioner', 'Respondent'] },
        ],
      },
      value: [{ vehicle: 'Car', value: '5000', count: 1, to: 'Respondent' }],
      messages: ['Row 1, Value: Required'],
    },
  ],
  ['item table at its row limit', { element: { uid: 'i2', type: 'item-table', title: 'T', variant: 'user-input-allowed', inputRowsLimit: 1, headers: [{ text: 'A', value: 'a', align: 'start', variant: 'text' }] }, value: [{ a: 'x' }] }],
  ['item table, read-only', { element: { uid: 'i3', type: 'item-table', title: 'T', variant: 'read-only', readOnlyRows: [{ a: 'x' }], headers: [{ text: 'A', value: 'a', align: 'start', variant: 'text' }] } }],
  [
    'dialog window, answered, printable',
    {
      element: {
        uid: 'dw',
        type: 'dialog-window',
        title: 'MAILING',
        label: 'Mailing address',
        heading: 'Where should the court send notices?',
        text: 'Any address you read mail at.',
        buttons: ['Same', 'Other'],
        dialogFields: [
          { uid: 'a', type: 'text-input-short', title: 'ADDRESS', label: 'Address', required: true, placeholder: 'Street' },
          { uid: 'b', type: 'text-input-long', title: 'NOTES' },
          { uid: 'c', type: 'signature-pad', title: 'SIGN' },
        ],
      },
      value: { buttonClicked: 'Other', fields: { a: '1 Main St' } },
      printHref: '/print/dw',
      messages: problem,
    },
  ],
  ['dialog window, empty, no buttons', { element: { uid: 'dx', type: 'dialog-window', title: 'D', dialogFields: [{ uid: 'a', type: 'text-input-short', title: 'A' }] } }],
  [
    'images, carousel, single choice, printable',
    {
      element: { uid: 'im', type: 'embedded-image', title: 'PLAN', label: 'Plan', variant: 'image-carousel', interactionType: 'single-select', images: [{ name: 'a', url: '/a.png', title: 'A', description: 'Alternating' }, { name: 'b', url: '/b.png', title: 'B' }] },
      value: 'b',
      printHref: '/print/im',
    },
  ],
  ['images, static, several', { element: { uid: 'i4', type: 'embedded-image', title: 'PICS', variant: 'image-static', interactionType: 'multi-select', images: [{ name: 'a', url: '/a.png', title: 'A' }] }, value: ['a'], messages: problem }],
  ['images, static, to look at', { element: { uid: 'i5', type: 'embedded-image', title: 'PICS', variant: 'image-static', interactionType: 'none', images: [{ name: 'a', url: '/a.png', title: 'A' }] } }],
  ['grouped options, select', { element: { uid: 'g', type: 'grouped-options', title: 'COURT', groupingQuestion: 'q', groupingVariant: 'select', groupingOptions: {} }, groupOptions: ['North', 'South'], value: 'South' }],
  ['grouped options, select, no group yet', { element: { uid: 'g2', type: 'grouped-options', title: 'COURT', groupingQuestion: 'q', groupingVariant: 'select', groupingOptions: {} }, groupingLabel: 'Your county' }],
  ['grouped options, text', { element: { uid: 'g3', type: 'grouped-options', title: 'COURT', label: 'Courts', groupingQuestion: 'q', groupingVariant: 'text', groupingOptions: {} }, groupOptions: ['North'] }],
  ['grouped options, text, no group yet', { element: { uid: 'g4', type: 'grouped-options', title: 'COURT', groupingQuestion: 'q', groupingVariant: 'text', groupingOptions: {} }, groupingLabel: 'Your county' }],
  ['computed value', { element: { uid: 'c', type: 'computed-property', title: 'YEARLY', label: 'Yearly', formula: '1' }, computedText: '$12' }],
  ['computed value, none yet', { element: { uid: 'c2', type: 'computed-property', title: 'YEARLY', formula: '1' } }],
  [
    'child support calculator of a known state',
    {
      element: { uid: 'cs', type: 'child-support-calculator', title: 'CS', label: 'Worksheet', state: 'Utah' },
      childSupportInfo: { Utah: { description: 'Utah sets child support from both incomes.', website: 'Utah Office of Recovery Services', hyperlink: 'https://orscsc.utah.gov/' } },
    },
  ],
  ['child support calculator of the workflow state, unknown', { element: { uid: 'c3', type: 'child-support-calculator', title: 'CS' }, workflowState: 'Atlantis' }],
];

describe('a questionnaire field', () => {
  it('has a rendering case for each of the element types', () =>
    expect(new Set(cases.map(([, c]) => c.element.type))).toEqual(new Set(ELEMENT_TYPES)));

  it('renders every element type and state as before the split by family', async () => {
    const html = cases
      .map(([name, props]) => `<!-- ${name} -->\n${renderToStaticMarkup(<ElementField {...base} value={null} {...props} />)}\n`)
      .join('\n');
    await expect(html).toMatchFileSnapshot('./__snapshots__/element-field.html');
  });
});

describe('a stored upload or signature shown read-only (the spouse\'s review)', () => {
  const file = { element: { uid: 'f', type: 'file-input', title: 'PROOF' } as FormElement, value: { name: 'proof.pdf', storageRef: 'user-workflows/w/uploads/f.pdf' } };
  const signature = { element: { uid: 's', type: 'signature-pad', title: 'SIGN' } as FormElement, value: { signed: true, typedName: 'Ann Lee', url: '/x.svg', dateStamp: '2026-11-27T10:00:00Z' }, fileHref: '/x.svg' };

  it('shows what is stored without the controls to replace or delete it, which the page that may change it keeps', () => {
    for (const hydrated of [false, true]) {
      const uploadReadOnly = renderToStaticMarkup(<ElementField {...base} hydrated={hydrated} {...file} readOnly />);
      expect(uploadReadOnly).toContain('proof.pdf');
      expect(uploadReadOnly).not.toContain('Delete this uploaded file');
      expect(uploadReadOnly).not.toContain('type="file"');
      const signedReadOnly = renderToStaticMarkup(<ElementField {...base} hydrated={hydrated} {...signature} readOnly />);
      expect(signedReadOnly).toContain('Your signature: Ann Lee');
      expect(signedReadOnly).not.toContain('Delete this signature');
      expect(signedReadOnly).not.toContain('type your full legal name');
      expect(renderToStaticMarkup(<ElementField {...base} hydrated={hydrated} {...file} />)).toContain('Delete this uploaded file');
      expect(renderToStaticMarkup(<ElementField {...base} hydrated={hydrated} {...signature} />)).toContain('Delete this signature');
    }
  });
});

describe('a field in a page read in Spanish (issue 35)', () => {
  it("says its own texts in Spanish from the catalogue: the hint, 'required', the choices' prompt, the rows and the delete question", () => {
    const number = renderToStaticMarkup(<ElementField {...base} value={null} element={{ uid: 'n', type: 'number-input', title: 'KIDS', required: true, useCommas: true, lowerBound: 0, upperBound: 100000 }} />, 'es');
    expect(number).toContain('Un número entre 0 y 100,000 (puede usar comas).');
    expect(number).toContain('<span class="sr-only"> (obligatoria)</span>');
    const select = renderToStaticMarkup(<ElementField {...base} value={null} element={{ uid: 'ss', type: 'single-select', title: 'L', options: ['Yes'], variant: 'drop-down' }} />, 'es');
    expect(select).toContain('>Elija…</option>');
    const table = renderToStaticMarkup(<ElementField {...base} value={[{ a: 'x' }]} element={{ uid: 't', type: 'item-table', title: 'T', variant: 'user-input-allowed', headers: [{ text: 'A', value: 'a', align: 'start', variant: 'text' }] }} />, 'es');
    expect(table).toContain('Fila 1');
    expect(table).toContain('Agregar una fila');
    expect(table).toContain('Guardar las filas y agregar otra');
    const upload = renderToStaticMarkup(<ElementField {...base} value={{ name: 'a.pdf' }} element={{ uid: 'f', type: 'file-input', title: 'F' }} />, 'es');
    expect(upload).toContain('¿Está seguro de que desea borrar este archivo subido?');
    expect(upload).not.toMatch(/Delete this|Accepted formats|Uploaded:/);
  });
});
