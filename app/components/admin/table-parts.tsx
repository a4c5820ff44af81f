// Pieces every admin table repeats: the row that says the list is empty, and a row's one-button form (Delete,
// Remove) that posts without JavaScript.
import { Form } from '@remix-run/react';

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
