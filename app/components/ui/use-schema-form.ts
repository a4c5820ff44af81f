// One way to set up a page's Conform form: the page's one zod schema gives the browser its constraints and its
// checks (the server parses with the same schema), and the action's answer is shown once the page is idle again,
// so an answer to the last submission is not laid over the next one while it is under way.
import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from '@remix-run/react';
import type { z } from 'zod';

/** The fields' types come from the schema: its input for the form's values, its output for the parsed value. */
export function useSchemaForm<Fields extends Record<string, unknown>, Output>({
  id,
  schema,
  result,
  defaultValue,
  check,
  validateWith = schema,
}: {
  id: string;
  schema: z.ZodType<Output, Fields>;
  /** the action's answer for this form (undefined when the answer belongs to another form of the page) */
  result: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<Fields>;
  /** 'onBlur': each field is checked when left, then as it is typed in; 'onSubmit': the form is checked when sent */
  check: 'onBlur' | 'onSubmit';
  /** a stricter schema for the browser only, e.g. one that knows which states are taken */
  validateWith?: z.ZodType<Output, Fields>;
}) {
  const navigation = useNavigation();
  return useForm<Fields, Output>({
    id,
    lastResult: navigation.state === 'idle' ? result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue,
    shouldValidate: check,
    shouldRevalidate: check === 'onBlur' ? 'onInput' : 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: validateWith }),
  });
}
