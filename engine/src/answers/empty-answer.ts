// What an answer becomes when it is cleared (a hidden element's content, selection or dates reset).
import type { ElementType } from '../definition/element-types.ts';
import type { ElementOfType, FormElement } from '../definition/elements.ts';

type EmptyValue = '' | [] | null;
const none = (): EmptyValue => null;

/** The cleared value per element type: '' for text, [] for lists, null for everything else. */
export const EMPTY_ANSWERS = {
  'text-input-short': () => '',
  'text-input-long': () => '',
  'multi-select': () => [],
  'item-table': () => [],
  'date-picker': (element) => (element.variant === 'multiple-dates' ? [] : null),
  'embedded-image': (element) => (element.interactionType === 'multi-select' ? [] : null),
  'single-select': none,
  'state-select': none,
  'number-input': none,
  'signature-pad': none,
  'file-input': none,
  'page-break': none,
  heading: none,
  subheading: none,
  paragraph: none,
  label: none,
  'youtube-video': none,
  'dialog-window': none,
  'computed-property': none,
  'grouped-options': none,
  'child-support-calculator': none,
} as const satisfies { [T in ElementType]: (element: ElementOfType<T>) => EmptyValue };

/** The stored value of a cleared answer: '' for text, [] for lists, null for everything else. */
export function emptyAnswer(element: FormElement): EmptyValue {
  if (!Object.hasOwn(EMPTY_ANSWERS, element.type)) return null;
  // the entry picked by element.type takes that same element type, which TypeScript cannot follow
  return (EMPTY_ANSWERS[element.type] as (element: FormElement) => EmptyValue)(element);
}
