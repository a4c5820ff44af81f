// Modal dialogs on Radix primitives (focus trap, Escape, labelled by their title): a plain dialog for the
// Session Activity warning and a yes/no confirmation.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
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
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
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
