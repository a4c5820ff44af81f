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
