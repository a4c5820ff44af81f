// Modal dialogs on Radix primitives (focus trap, Escape, labelled by their title): a plain dialog for the
// Session Activity warning, a yes/no confirmation, and a form dialog that also opens without JavaScript.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouteLoaderData } from '@remix-run/react';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../page-handle';
import { Button } from './button';

/**
 * Gives the focus back to what had it when a dialog opened. Radix gives it to the dialog's trigger, and these dialogs
 * open without one (a timer, a button that checks first, a link that puts ?dialog= in the address), so the focus fell
 * to the page's body. Radix calls onOpen before it moves the focus into the dialog.
 */
function useFocusReturn(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpen() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onClose(event: Event) {
      // an opener the dialog's choice removed (a deleted element's button) hands over to the fallback
      const target = opener.current?.isConnected ? opener.current : fallback?.();
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * Where a dialog opening now must be drawn to be on top: inside the browser's modal <dialog> that is open (the comment
 * drawer, a questionnaire dialog), which sits in the top layer above anything portalled into the body and makes the
 * rest of the page inert; the body otherwise. Of several, the one holding the focus is the topmost.
 */
function topModalDialog(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal'));
  return open.find((d) => d.contains(document.activeElement)) ?? open.at(-1);
}

export function ModalDialog({
  open,
  title,
  description,
  children,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** where focus goes on close when the opener is gone */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const focus = useFocusReturn(returnFocus);
  // chosen as it opens (a timer may open it over the comment drawer: issue 32, finding 3)
  const container = useMemo(() => (open ? topModalDialog() : undefined), [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            focus.onOpen();
            // Radix focuses the dialog's Cancel; a dialog without one gets its first button, not nothing
            const content = event.currentTarget as HTMLElement;
            queueMicrotask(() => {
              if (!content.contains(document.activeElement)) content.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
            });
          }}
          onCloseAutoFocus={focus.onClose}
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
  const { t } = useTranslation();
  // the answers follow the page's language: English inside a page not yet translated
  const language = usePageLanguage();
  return (
    <ModalDialog open={open} title={title} description={message} onOpenChange={(next) => (next ? undefined : onNo())}>
      <AlertDialog.Cancel asChild>
        <Button variant="secondary" onClick={onNo}>
          {t('no', { lng: language })}
        </Button>
      </AlertDialog.Cancel>
      <AlertDialog.Action asChild>
        <Button onClick={onYes}>{t('yes', { lng: language })}</Button>
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
  const focus = useFocusReturn();
  const panel = wide ? WIDE_FORM_DIALOG_PANEL : FORM_DIALOG_PANEL;
  // a refused form's error summary inside takes the focus instead (a page's first autofocus wins)
  const refused = (useRouteLoaderData('root') as { refusedInput?: boolean } | undefined)?.refusedInput === true;
  if (!hydrated) {
    if (!open) return null;
    // the panel takes the focus as the page loads, so Tab starts inside it and not in the page behind the overlay
    return (
      <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/40 py-8">
        <section role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} autoFocus={!refused} className={`${panel} focus:outline-3 focus:outline-offset-2 focus:outline-ink`}>
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
        <Dialog.Content aria-describedby={undefined} onOpenAutoFocus={focus.onOpen} onCloseAutoFocus={focus.onClose} className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto ${panel}`}>
          <Dialog.Title className="text-xl font-semibold text-brand">{title}</Dialog.Title>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
