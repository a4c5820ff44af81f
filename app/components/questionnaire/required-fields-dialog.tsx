// The Required Fields modal (end-user-journey.md §2 and §8): the warning button 'Oops, take a look!' with
// 'Additional Attention Required n fields' opens a modal listing the unanswered visible required fields by page;
// each entry saves the page and jumps to its field, which takes the keyboard focus. With JavaScript it is a native
// modal <dialog>; without, the button saves the page and comes back with ?required=1, where the same dialog is
// rendered open over a backdrop, its first entry focused.
import { AlertTriangle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useModalDialog } from './use-modal-dialog';

export const REQUIRED_FIELDS_INTENT = 'required-fields';

interface Props {
  count: number;
  pages: { pageIndex: number; pageLabel?: string; pageTitle: string; fields: { uid: string; title: string; label?: string }[] }[];
  pageIndex: number;
  /** rendered open (the no-JavaScript page of the dialog, ?required=1) */
  open: boolean;
  hydrated: boolean;
  /** the language of the workflow's own texts (the pages' and fields' names) where it is not the page's */
  authoredLang?: string;
}

export function RequiredFieldsDialog({ count, pages, pageIndex, open, hydrated, authoredLang }: Props) {
  const dialog = useModalDialog(open, hydrated);
  const { t } = useTranslation('questionnaire');

  const first = pages[0]?.fields[0];
  return (
    <>
      <Button
        type={hydrated ? 'button' : 'submit'}
        name={hydrated ? undefined : 'intent'}
        value={hydrated ? undefined : REQUIRED_FIELDS_INTENT}
        onClick={hydrated ? () => dialog.current?.showModal() : undefined}
        variant="secondary"
        aria-haspopup="dialog"
        className="mt-3 h-auto min-h-11 w-full justify-start gap-2 border-warning bg-amber-50 py-2 text-left text-warning hover:bg-amber-100"
      >
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex flex-col">
          <span className="font-semibold">{t('required.button')}</span>
          <span className="text-sm font-normal">{t('required.count', { count })}</span>
        </span>
      </Button>
      {/* without JavaScript an open <dialog> is not modal: a backdrop keeps the page behind out of reach */}
      {open && !hydrated ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50" /> : null}
      <dialog
        ref={dialog}
        open={open && !hydrated ? true : undefined}
        aria-labelledby="required-fields-title"
        aria-describedby="required-fields-text"
        id="required-fields"
        className="fixed inset-0 z-50 m-auto h-fit max-h-[85vh] w-[min(92vw,32rem)] overflow-y-auto rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-2 border-b border-line p-4">
          <div>
            <h2 id="required-fields-title" className="text-lg font-semibold">
              {t('required.title')}
            </h2>
            <p id="required-fields-text" className="text-sm text-muted">
              {t('required.text', { count })}
            </p>
          </div>
          <CloseButton hydrated={hydrated} pageIndex={pageIndex} onClose={() => dialog.current?.close()} />
        </div>
        <ul className="grid gap-3 p-4">
          {pages.map((page) => (
            <li key={page.pageIndex}>
              <h3 className="text-sm font-medium text-muted" lang={authoredLang}>
                {page.pageLabel ?? page.pageTitle}
              </h3>
              <ul className="mt-1 grid gap-1">
                {page.fields.map((f) => (
                  <li key={f.uid}>
                    <button
                      type="submit"
                      name="goto"
                      value={`${page.pageIndex}:${f.uid}`}
                      // the first entry takes the focus when the dialog is the page (no JavaScript)
                      autoFocus={open && !hydrated && f === first ? true : undefined}
                      // with JavaScript the page may stay the same (same revision): close the modal as it goes
                      onClick={hydrated ? () => dialog.current?.close() : undefined}
                      className="min-h-11 w-full rounded-md px-2 text-left text-brand underline hover:bg-canvas"
                    >
                      <span lang={authoredLang}>{f.label ?? f.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </dialog>
    </>
  );
}

function CloseButton({ hydrated, pageIndex, onClose }: { hydrated: boolean; pageIndex: number; onClose: () => void }) {
  const { t } = useTranslation('questionnaire');
  // without JavaScript, closing goes back to the page (saving it, like every button of the questionnaire)
  return (
    <button
      type={hydrated ? 'button' : 'submit'}
      name={hydrated ? undefined : 'goto'}
      value={hydrated ? undefined : pageIndex}
      onClick={hydrated ? onClose : undefined}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-canvas"
    >
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('required.close')}</span>
    </button>
  );
}
