// The error summary of a refused form, as the GOV.UK Design System has it: at the top of the form, 'There is a
// problem' and one link per error to its field, focused when it appears (with JavaScript by an effect, without it by
// `autofocus`), and 'Error: ' first in the page's title while it shows (ErrorTitle in the document's head).
import { UNSAFE_RemixContext, useLocation, useMatches, useRouteLoaderData, type UIMatch } from '@remix-run/react';
import { useContext, useEffect, useId, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../page-handle';
import { cn } from './cn';

export interface ErrorSummaryItem {
  /** the id of the field the error is about; none for an error of the whole form */
  fieldId?: string | undefined;
  message: string;
}

/** 'Error: ' in English, for the routes whose meta still writes their refused title in code; the others say the catalogue's `common:errorTitlePrefix` */
export const ERROR_TITLE_PREFIX = 'Error: ';

// how many summaries are on the page, for the title in the head (the head renders before them)
let shown = 0;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changeShown(by: number) {
  shown += by;
  for (const listener of listeners) listener();
}

/** Moves focus to the field an error link names, its label scrolled into view with it (as GOV.UK's script does). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field;
  label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ items, className }: { items: readonly ErrorSummaryItem[]; className?: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const summary = useRef<HTMLDivElement>(null);
  // a page with two forms may show two summaries at once (the profile's photo and fields): each its own title's id
  const titleId = useId();
  const signature = items.map((i) => `${i.fieldId}:${i.message}`).join('|');
  const visible = items.length > 0;
  useEffect(() => {
    if (!visible) return;
    changeShown(1);
    return () => changeShown(-1);
  }, [visible]);
  useEffect(() => {
    if (signature) summary.current?.focus();
  }, [signature]);
  if (!visible) return null;
  return (
    <div
      ref={summary}
      tabIndex={-1}
      // without JavaScript the browser focuses it as the page loads
      autoFocus
      aria-labelledby={titleId}
      data-testid="error-summary"
      className={cn('rounded-md border-4 border-danger bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-ink', className)}
    >
      <h2 id={titleId} className="text-xl font-semibold text-ink">
        {t('errorSummaryTitle', { lng: language })}
      </h2>
      <ul className="mt-2 grid gap-1">
        {items.map((item) => (
          <li key={`${item.fieldId}:${item.message}`}>
            {item.fieldId ? (
              <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId!)} className="font-semibold text-danger">
                {item.message}
              </a>
            ) : (
              <span className="font-semibold text-danger">{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The summary of a submitted Conform form: each field's first error, linked to the field (Conform's field id is the
 * form's id and the field's name). Errors of the whole form keep the form's own message box.
 */
export function conformErrorItems(
  form: { id: string; status?: 'success' | 'error'; allErrors: Record<string, string[]> },
  /** the control to link to where it is not Conform's own (a widget's input) */
  controlIds: Record<string, string> = {},
): ErrorSummaryItem[] {
  if (form.status !== 'error') return [];
  return Object.entries(form.allErrors).flatMap(([name, errors]) => (name && errors.length ? [{ fieldId: controlIds[name] ?? `${form.id}-${name}`, message: errors[0]! }] : []));
}

type MetaDescriptor = { title?: unknown } & Record<string, unknown>;
type MetaModule = { meta?: ((args: Record<string, unknown>) => MetaDescriptor[] | undefined) | MetaDescriptor[] };

/** The page's title as the routes' meta give it (the deepest one that names one). */
function usePageTitle(): string | undefined {
  const routeModules = useContext(UNSAFE_RemixContext)?.routeModules ?? {};
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  const location = useLocation();
  let title: string | undefined;
  const metaMatches: Array<Record<string, unknown>> = [];
  for (const match of matches) {
    const module = routeModules[match.id] as MetaModule | undefined;
    const descriptors =
      typeof module?.meta === 'function' ? module.meta({ data: match.data, params: match.params, location, matches: metaMatches, error: undefined }) : module?.meta;
    metaMatches.push({ id: match.id, data: match.data, params: match.params, pathname: match.pathname, handle: match.handle, meta: descriptors ?? [] });
    const named = (descriptors ?? []).find((d) => typeof d?.title === 'string');
    if (named) title = named.title as string;
  }
  return title;
}

/**
 * 'Error: ' before the page's title while the page shows an error summary: from the root loader, which says whether
 * this request's action refused the input (so it is in the page as served, without JavaScript; see
 * app/utils/form-answer.server.ts), or from a summary shown in the browser (a refusal answered to a JavaScript
 * submission, or the browser's own validation). Rendered in the head before Remix's <Meta />: a document's title is
 * its first <title>.
 */
export function ErrorTitle() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const refused = (useRouteLoaderData('root') as { refusedInput?: boolean } | undefined)?.refusedInput === true;
  const summaries = useSyncExternalStore(subscribe, () => shown, () => 0);
  const title = usePageTitle();
  // in the page's language, as the summary's heading is (a page not yet translated keeps its English title)
  const prefix = t('errorTitlePrefix', { lng: language });
  // a route whose meta already says 'Error: ' (a refusal its loader shows) keeps its own title
  if (!(refused || summaries > 0) || !title || title.startsWith(prefix) || title.startsWith(ERROR_TITLE_PREFIX)) return null;
  return <title>{`${prefix}${title}`}</title>;
}
