// Comments on single answers (end-user-journey.md §2 "Owner-only panels ... 'Comments' appear per field"): the
// owner's 'Comments' panel under a field, and the spouse's box to comment on that field. The spouse's box sits
// among the questionnaire's fields, which may be inside the 'edit' reviewer's own form, so it posts with a form of
// its own placed after it (the HTML form attribute): the same with and without JavaScript.
import { Form } from '@remix-run/react';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldCommentView } from '~/services/comments/field-comments.server';
import { CommentTime } from './comment-drawer';
import { CommentTextBox } from './comment-text-box';

function CommentList({ comments, label, mine }: { comments: FieldCommentView[]; label: string; mine: boolean }) {
  const { t } = useTranslation('questionnaire');
  return (
    <ol className="mt-2 grid gap-2" aria-label={label}>
      {comments.map((c) => (
        <li key={c.id} className="rounded-md border border-line bg-white px-3 py-2">
          <p className="text-xs text-muted">
            {mine ? t('comments.you') : c.authorName || c.authorEmail} · <CommentTime at={c.at} />
            {!mine && c.unread ? <span className="ml-1 rounded bg-brand px-1 text-white">{t('comments.new')}</span> : null}
          </p>
          {/* sanitized on the server, both when saved and when loaded (app/services/rich-text) */}
          <div className="mt-1 break-words [&_p]:my-0" dangerouslySetInnerHTML={{ __html: c.html }} />
        </li>
      ))}
    </ol>
  );
}

/** The owner's 'Comments' panel of one field: what the spouse said about this answer, oldest first. */
export function FieldCommentsPanel({ fieldUid, label, comments }: { fieldUid: string; label: string; comments: FieldCommentView[] | undefined }) {
  const { t } = useTranslation('questionnaire');
  if (!comments?.length) return null;
  const unread = comments.filter((c) => c.unread).length;
  return (
    <section aria-labelledby={`field-comments-${fieldUid}-title`} className="mt-2 rounded-md border border-brand/40 bg-brand-soft p-3">
      <h4 id={`field-comments-${fieldUid}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquare aria-hidden="true" className="size-4 text-brand" /> {t('comments.title')}
        <span className="sr-only">{t('comments.on', { label })}</span> ({comments.length})
        {unread ? <span className="rounded-full bg-brand px-2 text-xs text-white">{t('comments.newCount', { count: unread })}</span> : null}
      </h4>
      <CommentList comments={comments} label={t('comments.commentsOn', { label })} mine={false} />
    </section>
  );
}

export interface FieldCommenting {
  /** the guide's address with the page: the comment posts there */
  action: string;
  /** the spouse's own comments on this page's fields */
  mine: Record<string, FieldCommentView[]>;
  /** a refused comment, shown beside its field with what was typed */
  refused?: { field: string; error: string; typed: string } | undefined;
}

const formId = (fieldUid: string) => `field-comment-form-${fieldUid}`;

/** The spouse's part under one field: their earlier comments on it, and a text box in a <details> that opens on its own when a comment was refused. */
export function FieldCommentBox({ fieldUid, label, commenting, hydrated }: { fieldUid: string; label: string; commenting: FieldCommenting; hydrated: boolean }) {
  const mine = commenting.mine[fieldUid] ?? [];
  const refused = commenting.refused?.field === fieldUid ? commenting.refused : undefined;
  const { t } = useTranslation('questionnaire');
  return (
    <>
      {/* the spouse's earlier comments stay in sight under the answer; the box opens on demand */}
      {mine.length ? <CommentList comments={mine} label={t('comments.yourCommentsOn', { label })} mine /> : null}
      <details className="mt-2 rounded-md border border-line bg-white px-3 py-2" open={Boolean(refused)}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-brand">{t('comments.onAnswer')}</summary>
        <div className="grid gap-2 pb-2">
          {/* a new box once a comment is saved (the list grows): with JavaScript the page stays, and so would the text */}
          <CommentTextBox
            key={mine.length}
            id={`field-comment-${fieldUid}`}
            name="fieldComment"
            label={t('comments.yourCommentOn', { label })}
            initial={refused?.typed ?? ''}
            intent="save-field-comment"
            submitLabel={t('comments.saveOn', { label })}
            form={formId(fieldUid)}
            error={refused?.error}
            hydrated={hydrated}
          />
          <p className="text-xs text-muted">{t('comments.ownerSees')}</p>
        </div>
      </details>
    </>
  );
}

/** The forms the field comment boxes post with, one per field, placed outside any other form. */
export function FieldCommentForms({ fieldUids, action }: { fieldUids: readonly string[]; action: string }) {
  return (
    <>
      {fieldUids.map((uid) => (
        <Form key={uid} id={formId(uid)} method="post" action={action} preventScrollReset hidden>
          <input type="hidden" name="field" value={uid} />
        </Form>
      ))}
    </>
  );
}
