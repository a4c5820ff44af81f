// JSON Schema of a form element: the common attributes, then one if/then branch per type. Kept in step
// with elements.ts by element-schema.test.ts.
import { DATE_VALIDATORS, DIALOG_FIELD_TYPES, ELEMENT_TYPES, TEXT_VALIDATORS } from './element-types.ts';
import type { ElementType } from './element-types.ts';
import { elementTranslationsSchema } from './translation-schema.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;
const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const selectVariant = { enum: ['radio', 'drop-down', 'slider'] } as const;

export const elementBaseProperties = {
  uid: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
  type: { enum: ELEMENT_TYPES },
  title: { type: 'string', minLength: 1 },
  label: str,
  name: str,
  required: bool,
  placeholder: str,
  spaceAfter: { type: 'number', minimum: 0 },
  align: { enum: ['center', 'left', 'right'] },
  visible: bool,
  helpData: {
    type: 'object',
    properties: { text: str, youtubeLink: str },
    additionalProperties: false,
  },
  moveToSelection: bool,
  heading: str,
  text: str,
  img: str,
  displayLogic: { $ref: '#/$defs/elementDisplayLogic' },
  translations: elementTranslationsSchema,
} as const;

const itemTableRow = {
  type: 'object',
  additionalProperties: { type: ['string', 'number'] },
} as const;

/** Per type: the attributes beyond the common ones, and which of them are required. */
export const elementTypeSchemas: Record<
  ElementType,
  { required?: readonly string[]; properties: Record<string, unknown> }
> = {
  'single-select': {
    required: ['options'],
    properties: { variant: selectVariant, options: strings, default: str, optionToAdd: str },
  },
  'state-select': { properties: { variant: selectVariant, options: strings, default: str } },
  'multi-select': {
    required: ['options'],
    properties: {
      variant: { enum: ['checkboxes', 'drop-down'] },
      options: strings,
      default: strings,
      match: { enum: ['any', 'all'] },
      optionToAdd: str,
    },
  },
  'number-input': {
    properties: {
      prefix: str,
      suffix: str,
      lowerBound: num,
      upperBound: num,
      useCommas: bool,
      commaValue: str,
      default: num,
    },
  },
  'text-input-short': { properties: { validator: { enum: TEXT_VALIDATORS }, default: str } },
  'text-input-long': { properties: { default: str } },
  'signature-pad': { properties: { signer: { enum: ['petitioner', 'respondent'] } } },
  'file-input': { properties: { accept: { type: 'array', items: { type: 'string', pattern: '^\\.[a-z0-9]+$' } } } },
  'page-break': { properties: { pageNumber: { type: 'integer', minimum: 1 } } },
  heading: { properties: {} },
  subheading: { properties: {} },
  paragraph: { properties: {} },
  label: { properties: {} },
  'youtube-video': { properties: { videoURL: str, videoID: str, embed: str } },
  'date-picker': {
    properties: {
      variant: { enum: ['single-date', 'multiple-dates', 'date-range'] },
      format: str,
      monthPicker: bool,
      minDate: isoDate,
      maxDate: isoDate,
      validator: { enum: DATE_VALIDATORS },
      default: isoDate,
    },
  },
  'dialog-window': {
    required: ['dialogFields'],
    properties: {
      buttons: strings,
      dialogFields: {
        type: 'array',
        items: {
          type: 'object',
          required: ['uid', 'type', 'title'],
          properties: {
            uid: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
            type: { enum: DIALOG_FIELD_TYPES },
            title: { type: 'string', pattern: '^[^\\sa-z]+$' },
            label: str,
            required: bool,
            placeholder: str,
          },
          additionalProperties: false,
        },
      },
    },
  },
  'computed-property': { required: ['formula'], properties: { prefix: str, suffix: str, formula: str } },
  'grouped-options': {
    required: ['groupingQuestion', 'groupingVariant', 'groupingOptions'],
    properties: {
      groupingQuestion: { type: 'string', minLength: 1 },
      groupingVariant: { enum: ['text', 'select'] },
      groupingOptions: { type: 'object', additionalProperties: strings },
      optionToAdd: str,
    },
  },
  'item-table': {
    required: ['variant', 'headers'],
    properties: {
      variant: { enum: ['read-only', 'user-input-allowed'] },
      headers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['text', 'value', 'align', 'variant'],
          properties: {
            text: { type: 'string', minLength: 1 },
            value: { type: 'string', minLength: 1 },
            align: { enum: ['start', 'center', 'end'] },
            divider: bool,
            sortable: bool,
            writeable: bool,
            variant: { enum: ['text', 'select', 'number', 'money', 'date'] },
            options: strings,
            upperBound: { type: 'number', minimum: 1 },
          },
          additionalProperties: false,
        },
      },
      headerToAdd: str,
      inputRowsLimit: { type: 'integer', minimum: 1 },
      readOnlyRows: { type: 'array', items: itemTableRow },
    },
  },
  'embedded-image': {
    required: ['variant', 'interactionType', 'images'],
    properties: {
      variant: { enum: ['image-carousel', 'image-static'] },
      alignment: { enum: ['right', 'left', 'center'] },
      interactionType: { enum: ['none', 'single-select', 'multi-select'] },
      images: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'url', 'title'],
          properties: {
            name: { type: 'string', minLength: 1 },
            url: str,
            title: { type: 'string', minLength: 1 },
            description: str,
          },
          additionalProperties: false,
        },
      },
    },
  },
  'child-support-calculator': { properties: { state: str } },
};

export const elementSchema = {
  type: 'object',
  required: ['uid', 'type', 'title'],
  properties: elementBaseProperties,
  allOf: ELEMENT_TYPES.map((type) => ({
    if: { properties: { type: { const: type } }, required: ['type'] },
    then: { required: elementTypeSchemas[type].required ?? [], properties: elementTypeSchemas[type].properties },
  })),
  unevaluatedProperties: false,
} as const;
