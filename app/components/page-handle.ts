// What a route says about its page in its `handle` (its title in the top bar, its catalogues, its frame), read by the
// shell and by shared parts that follow the page's language (the error summary, a confirmation's answers).
import { useMatches } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NAMESPACES, type Namespace } from '../../i18n/catalogues';

export interface PageHandle {
  /**
   * the page title shown in the top bar; a function reads the route's loader data (a one-person form's words, ADR 028)
   * and the page's catalogues (`t('accounts:signIn.title')`)
   */
  title?: string | ((data: unknown, t: TFunction<Namespace[]>) => string);
  /** sign-in, verify-user and create-user hide the signed-in chrome */
  hideChrome?: boolean;
  /** the page draws its own frame over the whole window (the builder): the site's header and footer are left out, so
   *  nothing hidden under that frame can take the keyboard focus (WCAG 2.4.11) */
  fullScreen?: boolean;
  /** the id the skip link goes to instead of the main content, read from the route's loader data (a questionnaire
   *  page's first question); undefined keeps the main content */
  skipTo?: (data: unknown) => string | undefined;
  /** the catalogues the page's texts come from (remix-i18next loads them); a page without is still English only */
  i18n?: string[];
}

export function usePageHandle(): { title?: string; skipTo?: string; hideChrome: boolean; fullScreen: boolean; translated: boolean } {
  const matches = useMatches();
  // the page's catalogues are in by now (its route's component loads them); asking for them here would load them all
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(null, [...NAMESPACES]);
  const titled = [...matches].reverse().find((m) => (m.handle as PageHandle | undefined)?.title);
  const title = (titled?.handle as PageHandle | undefined)?.title;
  const handles = matches.map((m) => (m.handle ?? {}) as PageHandle);
  const page = matches[matches.length - 1];
  return {
    title: typeof title === 'function' ? title(titled!.data, t) : title,
    skipTo: (page?.handle as PageHandle | undefined)?.skipTo?.(page!.data),
    hideChrome: handles.some((h) => h.hideChrome),
    fullScreen: handles.some((h) => h.fullScreen),
    // the root names the shell's catalogue; the page itself is translated when its own route names one
    translated: matches.length > 1 && Boolean(handles[handles.length - 1]!.i18n?.length),
  };
}

/**
 * The language of the page's own texts: the person's language where the page is translated, English where its
 * route names no catalogue yet (shared parts such as the error summary follow it, so a page does not mix languages).
 */
export function usePageLanguage(): string {
  const { i18n } = useTranslation();
  return usePageHandle().translated ? i18n.language : 'en';
}
