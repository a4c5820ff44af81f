// What the admin reference-data pages (workflow types, state counties, child support, paywall prices) share in the
// browser: a dialog whose open state is in the URL and whose close goes back to the page, and a form validated with
// the page's one schema on blur, again on input, and finally by the server, whose answer it shows once the page is
// idle again.
import type { DefaultValue, SubmissionResult } from '@conform-to/react';
import { useNavigate } from '@remix-run/react';
import type { z } from 'zod';
import type { ReactNode } from 'react';
import { FormDialog } from '~/components/ui/dialog';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { useHydrated } from '~/utils/use-hydrated';

/** A dialog's form: checked as each field is left, then as it is typed in (useSchemaForm). */
export function useAdminDialogForm<Fields extends Record<string, unknown>, Output = Fields>({
  schema,
  validateWith = schema,
  ...options
}: {
  id: string;
  schema: z.ZodType<Output>;
  /** the action's answer for this form (undefined when the answer belongs to another form of the page) */
  result: SubmissionResult<string[]> | undefined;
  defaultValue: DefaultValue<Fields>;
  /** a stricter schema for the browser only, e.g. one that knows which states are taken */
  validateWith?: z.ZodType<Output>;
}) {
  // the pages name their dialog's fields (a workflow type's costs are typed as the form posts them), so the schema
  // is taken as reading those fields
  return useSchemaForm<Fields, Output>({ ...options, schema: schema as z.ZodType<Output, Fields>, validateWith: validateWith as z.ZodType<Output, Fields>, check: 'onBlur' });
}

/** The page's create / edit dialog: open when the URL says so (it works without JavaScript); closing goes back to `closeTo`. */
export function AdminFormDialog({ open, title, closeTo, wide = false, children }: { open: boolean; title: string; closeTo: string; wide?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <FormDialog open={open} title={title} hydrated={hydrated} wide={wide} onClose={() => navigate(closeTo, { replace: true })}>
      {children}
    </FormDialog>
  );
}
