// The comment drawer (end-user-journey.md §2, §4, §5, §8): the comments on this page between the spouses, the
// person's own draft first, then the history as bubbles, with 'characters: n / 1000' and 'Character limit
// exceded!' above the limit. With JavaScript it is a side panel opened by its button, a native modal <dialog>: the
// page it covers is out of reach while it is open, so nothing hidden under it can hold the focus (WCAG 2.4.11), and
// closing gives the focus back to the button; without, a section of the page with a plain form. Hidden on the
// petitioner's step 1 (the loader gives no comments there).
import { Form } from '@remix-run/react';
import { MessageSquare, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { keepTabInside } from '~/components/ui/keep-tab-inside';
import { useHydrated } from '~/utils/use-hydrated';
import { usePageDates } from '~/utils/use-dates';
import { CommentTextBox } from './comment-text-box';

export interface CommentBubbleData {
  id: number;
  authorRole: 'petitioner' | 'respondent';
  authorName: string;
  html: string;
  at: string;
  mine: boolean;
  unread: boolean;
}

export interface CommentDrawerData {
  right: 'write' | 'read' | 'none';
  draft: string;
  history: CommentBubbleData[];
  unreadByPage: Record<string, number>;
  unreadTotal: number;
}

export interface CommentDrawerProps {
  comments: CommentDrawerData;
  pageUid: string;
  /** the guide's address with the page: the form posts there */
  action: string;
  /** the drawer was open when the page was asked for (?comments=1: after saving, or a link to it) */
  open: boolean;
  /** the refused save's message and the words typed, kept so nothing is lost */
  error?: string | undefined;
  typed?: string | undefined;
  /** who reads the comment, as a sentence starts: 'Your spouse' in a divorce, 'Your landlord', or the petitioner's name (ADR 028) */
  reader: string;
}

/** When a comment was written, in the page's language and the product's time zone (app/utils/date-time.ts). */
export function CommentTime({ at }: { at: string }) {
  const dates = usePageDates();
  return (
    <time dateTime={at} lang={dates.lang}>
      {dates.dateTime(at)}
    </time>
  );
}

function Bubble({ bubble }: { bubble: CommentBubbleData }) {
  const { t } = useTranslation('questionnaire');
  return (
    <li className={cn('flex', bubble.mine ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] rounded-2xl px-3 py-2', bubble.mine ? 'rounded-br-sm bg-brand-soft' : 'rounded-bl-sm border border-line bg-white')}>
        <p className="text-xs text-muted">
          {bubble.mine ? t('comments.you') : bubble.authorName || t(`comments.role.${bubble.authorRole}`)} · <CommentTime at={bubble.at} />
          {bubble.unread ? <span className="ml-1 rounded bg-brand px-1 text-white">{t('comments.new')}</span> : null}
        </p>
        {/* sanitized on the server, both when saved and when loaded (app/services/rich-text) */}
        <div className="mt-1 break-words [&_p]:my-0" dangerouslySetInnerHTML={{ __html: bubble.html }} />
      </div>
    </li>
  );
}

function CommentsBody({ comments, pageUid, action, error, typed, reader, hydrated }: Omit<CommentDrawerProps, 'open'> & { hydrated: boolean }) {
  const { t } = useTranslation('questionnaire');
  return (
    <div className="grid gap-3">
      {comments.right === 'write' ? (
        <Form method="post" action={action} preventScrollReset className="grid gap-2">
          <input type="hidden" name="pageUid" value={pageUid} />
          <CommentTextBox id="page-comment" name="comment" label={t('comments.onPage')} initial={typed ?? comments.draft} intent="save-comment" error={error} hydrated={hydrated} />
          <p className="text-xs text-muted">{t('comments.readerNote', { reader })}</p>
        </Form>
      ) : (
        <p className="text-sm text-muted">{t('comments.readOnly')}</p>
      )}
      {comments.history.length ? (
        <ol className="grid gap-2" aria-label={t('comments.history')}>
          {comments.history.map((b) => (
            <Bubble key={b.id} bubble={b} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t('comments.none')}</p>
      )}
    </div>
  );
}

export function CommentDrawer(props: CommentDrawerProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation('questionnaire');
  const [open, setOpen] = useState(props.open || Boolean(props.error));
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
  }, [open, hydrated]);
  const unreadHere = props.comments.unreadByPage[props.pageUid] ?? 0;
  const title = (
    <h3 id="page-comments-title" className="flex items-center gap-2 font-semibold">
      <MessageSquare aria-hidden="true" className="size-5 text-brand" /> {t('comments.title')}
      {unreadHere ? <span className="rounded-full bg-brand px-2 text-sm text-white">{t('comments.newCount', { count: unreadHere })}</span> : null}
    </h3>
  );
  if (!hydrated) {
    // without JavaScript: a section of the page, its form a plain one
    return (
      <section id="comments" aria-labelledby="page-comments-title" className="mt-6 rounded-lg border border-line bg-white p-4">
        {title}
        <div className="mt-3">
          <CommentsBody {...props} hydrated={false} />
        </div>
      </section>
    );
  }
  return (
    <div id="comments">
      <Button ref={opener} type="button" variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open} aria-controls="page-comments-panel" className="mt-4">
        <MessageSquare aria-hidden="true" className="size-5" /> {t('comments.title')}
        {props.comments.unreadTotal ? <span className="rounded-full bg-brand px-2 text-sm text-white">{t('comments.newCount', { count: props.comments.unreadTotal })}</span> : null}
      </Button>
      {/* the browser's modal dialog: Escape and the close button close it, and the focus goes back to the opener */}
      <dialog
        ref={dialog}
        id="page-comments-panel"
        aria-labelledby="page-comments-title"
        onKeyDown={keepTabInside}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        className="fixed inset-y-0 right-0 left-auto z-40 m-0 h-full max-h-none w-full max-w-none overflow-y-auto border-l border-line bg-white p-4 text-ink shadow-xl backdrop:bg-black/30 sm:w-96"
      >
        {open ? (
          <>
            <div className="mb-3 flex items-center justify-between gap-2">
              {title}
              <button type="button" onClick={() => dialog.current?.close()} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md" aria-label={t('comments.close')}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <CommentsBody {...props} hydrated />
          </>
        ) : null}
      </dialog>
    </div>
  );
}
