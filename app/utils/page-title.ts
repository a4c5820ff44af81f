// A page's title (WCAG 2.4.2): the most specific name first (the questionnaire page, the step), then what it belongs
// to, then the product, so that every page and step has a title of its own and a list of tabs reads from the front.
export const TITLE_SEPARATOR = ' · ';

export function pageTitle(...parts: Array<string | null | undefined | false>): string {
  return [...parts.filter((p): p is string => Boolean(p)), 'Accord'].join(TITLE_SEPARATOR);
}

/** The name of the questionnaire page shown, for a title: its label, or 'Page N' when it has none. */
export function questionnairePageName(pages: readonly { index: number; label: string; visible?: boolean }[], pageIndex: number, unnamed: (n: number) => string = (n) => `Page ${n}`): string {
  const page = pages.find((p) => p.index === pageIndex);
  return page?.label.trim() || unnamed(pageIndex + 1);
}

/** The tab title a loader's thrown answer carries (app/i18n/page-title.server.ts `notFoundResponse`), for `meta`. */
export function thrownTitle(error: unknown): string | undefined {
  const thrown = error as { status?: unknown; data?: { title?: unknown } } | null | undefined;
  return typeof thrown?.status === 'number' && typeof thrown.data?.title === 'string' ? thrown.data.title : undefined;
}
