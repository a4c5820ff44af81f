// Pieces every admin table page repeats: its heading with the button that opens the create dialog, the row that
// says the list is empty, and a row's one-button form (Delete, Remove) that posts without JavaScript. A translated
// page passes its own words ('No results.', 'Cancel' are the English of pages not yet translated).
import { Form, Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';

/** The page's title (labelling its section through `id`) and the link that opens its create dialog (`?dialog=new`). */
export function AdminPageHeader({ id, title, createLabel }: { id: string; title: string; createLabel: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 id={id} className="text-3xl font-semibold text-brand">
        {title}
      </h1>
      <Button asChild>
        <Link to="?dialog=new">{createLabel}</Link>
      </Button>
    </div>
  );
}

export function NoResultsRow({ columns, text = 'No results.' }: { columns: number; text?: string }) {
  return (
    <tr>
      <td colSpan={columns}>{text}</td>
    </tr>
  );
}

/** A form with the row's key as a hidden field and one submit button naming its intent. */
export function RowActionButton({ field, value, intent, label, children }: { field: string; value: string; intent: string; label: string; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name={field} value={value} />
      <button type="submit" name="intent" value={intent} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/** The foot of an admin dialog form: the form's error, its submit button, and Cancel back to the table page. */
export function DialogFormFooter({ error, intent, label, cancelTo, cancelLabel = 'Cancel' }: { error?: string; intent: string; label: string; cancelTo: string; cancelLabel?: string }) {
  return (
    <>
      {error ? <FormMessage type="error">{error}</FormMessage> : null}
      <div className="flex gap-2">
        <Button type="submit" name="intent" value={intent}>
          {label}
        </Button>
        <Button asChild variant="secondary">
          <Link to={cancelTo}>{cancelLabel}</Link>
        </Button>
      </div>
    </>
  );
}
