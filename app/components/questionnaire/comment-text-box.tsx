// The text box of a comment (a page's, or one answer's): 'characters: n / 1000' counted as the server counts,
// 'Character limit exceded!' above the limit (end-user-journey.md §5) and the save button, blocked above it only
// with JavaScript: without it the count is not live, and the server refuses instead, keeping the text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { COMMENT_LIMIT, normalizeTyped } from '~/services/comments/comment-text';

export interface CommentTextBoxProps {
  id: string;
  name: string;
  label: string;
  initial: string;
  intent: string;
  /** the save button's words for screen readers, when the visible 'Save comment' is not enough */
  submitLabel?: string | undefined;
  /** the id of the form the box posts with, when it sits inside another form */
  form?: string | undefined;
  error?: string | undefined;
  hydrated: boolean;
}

export function CommentTextBox({ id, name, label, initial, intent, submitLabel, form, error, hydrated }: CommentTextBoxProps) {
  const [text, setText] = useState(initial);
  const { t } = useTranslation('questionnaire');
  const length = normalizeTyped(text).trim().length;
  const over = length > COMMENT_LIMIT;
  return (
    <>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        form={form}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={over || Boolean(error) || undefined}
        className="w-full rounded-md border border-line bg-white px-3 py-2 aria-[invalid=true]:border-danger"
      />
      <p id={`${id}-count`} className={cn('text-sm', over ? 'text-danger' : 'text-muted')} aria-live="polite">
        {t('comments.characters', { count: length, limit: COMMENT_LIMIT })}
        {over ? <span className="ml-2 font-semibold">{t('comments.messages.limit')}</span> : null}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" form={form} name="intent" value={intent} disabledBecause={hydrated && over ? `${id}-count` : undefined} aria-label={submitLabel}>
        {t('comments.save')}
      </Button>
    </>
  );
}
