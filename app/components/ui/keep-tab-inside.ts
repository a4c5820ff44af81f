// A modal panel of our own keeps Tab going round its controls: from the last, Tab goes to the first, and Shift+Tab
// from the first to the last, instead of leaving for the browser's own controls (issue 32, item 4).
import type { KeyboardEvent } from 'react';

const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((stop) => stop.tabIndex >= 0 && stop.getClientRects().length > 0);
  const [first, last] = [stops[0], stops[stops.length - 1]];
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first || document.activeElement === event.currentTarget : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
