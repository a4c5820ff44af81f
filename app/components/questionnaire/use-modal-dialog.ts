// A questionnaire dialog (Required Fields, a dialog window) that the server rendered open as its own page
// (?required=1, ?dialog={uid}): once JavaScript runs it becomes a real modal, with the focus kept inside.
import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean, hydrated: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!open || !hydrated || !d || d.matches(':modal')) return;
    if (d.open) d.close();
    d.showModal();
  }, [open, hydrated]);
  return dialog;
}

/** The form field that names the dialog to show open when the page comes back without JavaScript (?dialog={uid}). */
export const OPEN_DIALOG_FIELD = 'dialog';

/**
 * The props of the button that opens such a dialog, but its onClick (with JavaScript it calls showModal): without
 * JavaScript it saves the page, and the page comes back with the dialog open.
 */
export function dialogOpenerProps(hydrated: boolean, uid: string) {
  return {
    type: hydrated ? 'button' : 'submit',
    name: hydrated ? undefined : OPEN_DIALOG_FIELD,
    value: hydrated ? undefined : uid,
    'aria-haspopup': 'dialog',
  } as const;
}
