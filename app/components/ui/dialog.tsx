// Modal dialogs on Radix primitives (focus trap, Escape, labelled by their title): a plain dialog for the
// Session Activity warning, a yes/no confirmation, and a form dialog that also opens without JavaScript.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

export function ModalDialog({
  open,
  title,
  description,
  children,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
}) {
  // what had the focus when it opened, to give it back on close: Radix gives it to the dialog's trigger, and these
  // dialogs open without one (a timer, a button that first checks), so the focus fell to the page's body
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-brand">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 text-ink">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The dialog's safe choice, focused when it opens (Radix's alert dialog focuses its Cancel; without one, nothing in
 * it takes focus and the keyboard stays in the page behind).
 */
export const DialogCancel = AlertDialog.Cancel;

/** Yes/No: `onYes` runs on Yes; No and Escape close it. */
export function ConfirmDialog({
  open,
  title,
  message,
  onYes,
  onNo,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <ModalDialog open={open} title={title} description={message} onOpenChange={(next) => (next ? undefined : onNo())}>
      <AlertDialog.Cancel asChild>
        <Button variant="secondary" onClick={onNo}>
          No
        </Button>
      </AlertDialog.Cancel>
      <AlertDialog.Action asChild>
        <Button onClick={onYes}>Yes</Button>
      </AlertDialog.Action>
    </ModalDialog>
  );
}

const FORM_DIALOG_PANEL = 'w-[min(94vw,32rem)] rounded-lg bg-white p-6 shadow-xl';
/** for a form beside a preview */
const WIDE_FORM_DIALOG_PANEL = 'w-[min(94vw,64rem)] rounded-lg bg-white p-6 shadow-xl';

/**
 * A dialog around a form whose open state lives in the URL (e.g. ?dialog=new), so the server can render it open.
 * Before hydration (and always without JavaScript) Radix's portal renders nothing, so the same panel is drawn in
 * place over the page; `onClose` then has no part, and the form's own Cancel link closes it.
 */
export function FormDialog({ open, title, hydrated, onClose, children, wide = false }: { open: boolean; title: string; hydrated: boolean; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const titleId = useId();
  const panel = wide ? WIDE_FORM_DIALOG_PANEL : FORM_DIALOG_PANEL;
  if (!hydrated) {
    if (!open) return null;
    return (
      <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/40 py-8">
        <section role="dialog" aria-modal="true" aria-labelledby={titleId} className={panel}>
          <h2 id={titleId} className="text-xl font-semibold text-brand">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
        </section>
      </div>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content aria-describedby={undefined} className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto ${panel}`}>
          <Dialog.Title className="text-xl font-semibold text-brand">{title}</Dialog.Title>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
