// What an answer becomes when it is cleared (a hidden element's content, selection or dates reset).
import type { FormElement } from '../definition/elements.ts';

/** The stored value of a cleared answer: '' for text, [] for lists, null for everything else. */
export function emptyAnswer(element: FormElement): '' | [] | null {
  switch (element.type) {
    case 'text-input-short':
    case 'text-input-long':
      return '';
    case 'multi-select':
    case 'item-table':
      return [];
    case 'date-picker':
      return element.variant === 'multiple-dates' ? [] : null;
    case 'embedded-image':
      return element.interactionType === 'multi-select' ? [] : null;
    default:
      return null;
  }
}
