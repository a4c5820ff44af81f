// Keeps elements.ts (types) and element-schema.ts (JSON Schema) in agreement: each example below is
// typed `Required<...>` so TypeScript demands every attribute of the type and nothing else; the test
// demands that the schema knows exactly those attributes and accepts the example.
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from './element-types.ts';
import type { ElementType } from './element-types.ts';
import { elementBaseProperties, elementTypeSchemas } from './element-schema.ts';
import type { ElementBase, ElementOfType } from './elements.ts';
import type { ElementTranslation } from './translations.ts';
import { workflowSchema } from './workflow-schema.ts';

// every Spanish part an element may carry (translations.ts), so the schema must know each of them
const everyTranslatedText: Required<ElementTranslation> = {
  label: 'Etiqueta',
  heading: 'Encabezado',
  text: 'Texto',
  placeholder: 'p',
  prefix: 'pre',
  suffix: 'suf',
  help: 'ayuda',
  youtubeLink: 'https://youtu.be/accordDemo2',
  options: { A: 'Á' },
  fields: { d1: { label: 'Campo', placeholder: 'p' } },
  headers: { amount: 'Cantidad' },
  images: { house: { title: 'Casa', description: 'La casa' } },
};

const base: Required<Omit<ElementBase, 'uid' | 'title'>> & { uid: string; title: string } = {
  uid: 'u1',
  title: 'T',
  label: 'Label',
  name: 'name',
  required: true,
  placeholder: 'p',
  spaceAfter: 1,
  align: 'left',
  visible: true,
  helpData: { text: 'help', youtubeLink: 'https://youtu.be/accordDemo1' },
  moveToSelection: false,
  heading: 'h',
  text: 't',
  img: 'i.png',
  displayLogic: {
    hideByDefault: false,
    root: { uid: 'n', kind: 'expression', conditional: 'always', operator: 'and', questions: [] },
  },
  translations: { es: everyTranslatedText },
};

type Full<T extends ElementType> = Required<ElementOfType<T>>;

const examples: { [T in ElementType]: Full<T> } = {
  'single-select': { ...base, type: 'single-select', variant: 'radio', options: ['A'], default: 'A', optionToAdd: '' },
  'state-select': { ...base, type: 'state-select', variant: 'drop-down', options: ['Utah'], default: 'Utah' },
  'multi-select': {
    ...base,
    type: 'multi-select',
    variant: 'checkboxes',
    options: ['A'],
    default: ['A'],
    match: 'any',
    optionToAdd: '',
  },
  'number-input': {
    ...base,
    type: 'number-input',
    prefix: '$',
    suffix: '',
    lowerBound: -100,
    upperBound: 100,
    useCommas: true,
    commaValue: ',',
    default: 0,
  },
  'text-input-short': { ...base, type: 'text-input-short', validator: 'email', default: '' },
  'text-input-long': { ...base, type: 'text-input-long', default: '' },
  'signature-pad': { ...base, type: 'signature-pad', signer: 'petitioner' },
  'file-input': { ...base, type: 'file-input', accept: ['.pdf'] },
  'page-break': { ...base, type: 'page-break', pageNumber: 1 },
  heading: { ...base, type: 'heading' },
  subheading: { ...base, type: 'subheading' },
  paragraph: { ...base, type: 'paragraph' },
  label: { ...base, type: 'label' },
  'youtube-video': {
    ...base,
    type: 'youtube-video',
    videoURL: 'https://www.youtube.com/embed/x',
    videoID: 'accordDemo1',
    embed: '<iframe/>',
  },
  'date-picker': {
    ...base,
    type: 'date-picker',
    variant: 'single-date',
    format: 'MMMM Do, YYYY',
    monthPicker: false,
    minDate: '1900-01-01',
    maxDate: '2100-01-01',
    validator: 'adult',
    default: '2000-01-01',
  },
  'dialog-window': {
    ...base,
    type: 'dialog-window',
    buttons: ['OK'],
    dialogFields: [
      { uid: 'd1', type: 'text-input-short', title: 'FIELD-ONE', label: 'x', required: true, placeholder: '' },
    ],
  },
  'computed-property': { ...base, type: 'computed-property', prefix: '$', suffix: '', formula: '1 + 1' },
  'grouped-options': {
    ...base,
    type: 'grouped-options',
    groupingQuestion: 'q',
    groupingVariant: 'select',
    groupingOptions: { A: ['a1'] },
    optionToAdd: '',
  },
  'item-table': {
    ...base,
    type: 'item-table',
    variant: 'user-input-allowed',
    headers: [
      {
        text: 'Amount',
        value: 'amount',
        align: 'end',
        divider: true,
        sortable: true,
        writeable: true,
        variant: 'money',
        options: [],
      },
    ],
    headerToAdd: '',
    inputRowsLimit: 3,
    readOnlyRows: [{ amount: 1 }],
  },
  'embedded-image': {
    ...base,
    type: 'embedded-image',
    variant: 'image-static',
    alignment: 'center',
    interactionType: 'single-select',
    images: [{ name: 'a', url: 'a.png', title: 'A', description: '' }],
  },
  'child-support-calculator': { ...base, type: 'child-support-calculator', state: 'Utah' },
};

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateElement = ajv.compile({ $defs: workflowSchema.$defs, ...workflowSchema.properties.elements.items });

describe('the element schema and the element types', () => {
  it('cover the 21 element types of the spec', () => {
    expect(ELEMENT_TYPES).toHaveLength(21);
    expect(Object.keys(examples).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  for (const type of ELEMENT_TYPES) {
    it(`agree on the attributes of ${type}`, () => {
      const example = examples[type];
      const schemaKeys = [
        ...Object.keys(elementBaseProperties),
        ...Object.keys(elementTypeSchemas[type].properties),
      ].sort();
      expect(Object.keys(example).sort()).toEqual(schemaKeys);
      expect(validateElement(example), JSON.stringify(validateElement.errors)).toBe(true);
    });

    it(`rejects a ${type} with an attribute it does not have`, () => {
      expect(validateElement({ ...examples[type], notAnAttribute: 1 })).toBe(false);
    });
  }
});
