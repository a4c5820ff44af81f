// The end of a confirm dialog that is a page (?dialog=): the server's refusal, if any, then Cancel (a link back,
// so it works without JavaScript) and the submit button carrying the form's intent.
import { Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';

export function DialogError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-danger">
      {error}
    </p>
  );
}

export function DialogActions({ error, cancelTo, cancelLabel = 'Cancel', intent, label, disabled }: { error?: string; cancelTo: string; cancelLabel?: string; intent: string; label: string; disabled?: boolean }) {
  return (
    <>
      <DialogError error={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="secondary">
          <Link to={cancelTo} replace>
            {cancelLabel}
          </Link>
        </Button>
        <Button type="submit" name="intent" value={intent} disabled={disabled}>
          {label}
        </Button>
      </div>
    </>
  );
}
