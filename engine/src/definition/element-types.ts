// The 21 form-element types of workflow-builder.md §3 and the vocabularies of their attributes. What each
// type is (requirable, answer, comparisons, limits) is in element-registry.ts.

export const ELEMENT_TYPES = [
  'single-select',
  'state-select',
  'multi-select',
  'number-input',
  'text-input-short',
  'text-input-long',
  'signature-pad',
  'file-input',
  'page-break',
  'heading',
  'subheading',
  'paragraph',
  'youtube-video',
  'date-picker',
  'dialog-window',
  'computed-property',
  'grouped-options',
  'label',
  'item-table',
  'embedded-image',
  'child-support-calculator',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Only these may appear inside a dialog window (workflow-builder.md §2, Dialog Builder). */
export const DIALOG_FIELD_TYPES = ['text-input-short', 'text-input-long', 'signature-pad'] as const;
export type DialogFieldType = (typeof DIALOG_FIELD_TYPES)[number];

export const TEXT_VALIDATORS = ['none', 'email', 'phone', 'ssn', 'time', 'zip', 'numbers'] as const;
export type TextValidator = (typeof TEXT_VALIDATORS)[number];

export const DATE_VALIDATORS = ['none', 'adult', 'child'] as const;
export type DateValidator = (typeof DATE_VALIDATORS)[number];

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;
