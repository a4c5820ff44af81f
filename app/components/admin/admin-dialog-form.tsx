// What the admin reference-data pages (workflow types, state counties, child support, paywall prices) share in the
// browser: a dialog whose open state is in the URL and whose close goes back to the page, and a form validated with
// the page's one schema on blur, again on input, and finally by the server, whose answer it shows once the page is
// idle again.
import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigate, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialog } from '~/components/ui/dialog';
import { useHydrated } from '~/utils/use-hydrated';

export function useAdminDialogForm<Fields extends Record<string, unknown>, Output = Fields>({
  id,
  schema,
  result,
  defaultValue,
  validateWith = schema,
}: {
  id: string;
  schema: z.ZodType<Output>;
  /** the action's answer for this form (undefined when the answer belongs to another form of the page) */
  result: SubmissionResult<string[]> | undefined;
  defaultValue: DefaultValue<Fields>;
  /** a stricter schema for the browser only, e.g. one that knows which states are taken */
  validateWith?: z.ZodType<Output>;
}) {
  const navigation = useNavigation();
  return useForm<Fields, Output>({
    id,
    lastResult: navigation.state === 'idle' ? result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: validateWith }),
  });
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
