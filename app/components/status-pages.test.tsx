// The status pages share one frame (a section named by its heading, the words, the links on): each keeps its own
// heading id, words and links in their order. Rendered with an instance of no messages and no language, so the texts
// are their catalogue keys (whatever instance another test file in the same worker left as react-i18next's default).
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApologyPage, BusyPage, ForbiddenPage, MaintenancePage, NotFoundPage } from './status-pages';

const PAGES: [ReactElement, string][] = [
  [<ApologyPage supportEmail="help@example.org" />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"apology-title\"><h1 id=\"apology-title\" class=\"text-3xl font-semibold text-brand\">status.apologyTitle</h1><p class=\"mt-4 text-lg text-muted\">status.apologyLead status.apologyDetail</p><p class=\"mt-6\"><a href=\"mailto:help@example.org\">status.contactSupport</a> \u00b7 <a href=\"/\">status.homePage</a></p></section>"],
  [<ApologyPage supportEmail="help@example.org" detail="D" />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"apology-title\"><h1 id=\"apology-title\" class=\"text-3xl font-semibold text-brand\">status.apologyTitle</h1><p class=\"mt-4 text-lg text-muted\">status.apologyLead D</p><p class=\"mt-6\"><a href=\"mailto:help@example.org\">status.contactSupport</a> \u00b7 <a href=\"/\">status.homePage</a></p></section>"],
  [<NotFoundPage supportEmail="help@example.org" />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"not-found-title\"><h1 id=\"not-found-title\" class=\"text-3xl font-semibold text-brand\">status.notFoundTitle</h1><p class=\"mt-4 text-lg text-muted\">status.notFoundDetail</p><p class=\"mt-6\"><a href=\"/\">status.homePage</a> \u00b7 <a href=\"mailto:help@example.org\">status.contactUs</a></p></section>"],
  [<NotFoundPage supportEmail="help@example.org" detail="D" />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"not-found-title\"><h1 id=\"not-found-title\" class=\"text-3xl font-semibold text-brand\">status.notFoundTitle</h1><p class=\"mt-4 text-lg text-muted\">D</p><p class=\"mt-6\"><a href=\"/\">status.homePage</a> \u00b7 <a href=\"mailto:help@example.org\">status.contactUs</a></p></section>"],
  [<MaintenancePage />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"maintenance-title\"><h1 id=\"maintenance-title\" class=\"text-3xl font-semibold text-brand\">status.maintenanceTitle</h1><p class=\"mt-4 text-lg text-muted\">status.maintenanceDetail</p></section>"],
  [<BusyPage supportEmail="help@example.org" />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"busy-title\"><h1 id=\"busy-title\" class=\"text-3xl font-semibold text-brand\">status.busyTitle</h1><p class=\"mt-4 text-lg text-muted\">status.busyDetail</p><p class=\"mt-6\"><a href=\"mailto:help@example.org\">status.contactSupport</a> \u00b7 <a href=\"/\">status.homePage</a></p></section>"],
  [<ForbiddenPage />, "<section class=\"mx-auto max-w-xl py-12 text-center\" aria-labelledby=\"forbidden-title\"><h1 id=\"forbidden-title\" class=\"text-3xl font-semibold text-brand\">status.forbiddenTitle</h1><p class=\"mt-4 text-lg text-muted\">status.forbiddenDetail</p><p class=\"mt-6\"><a href=\"/\">status.homePage</a></p></section>"],
];

describe('the status pages', () => {
  it.each(PAGES.map(([page, html], i) => [i, page, html] as const))('page %i keeps its markup', (_, page, html) => {
    const keysOnly = createInstance();
    void keysOnly.init({ resources: {}, initImmediate: false });
    expect(renderToStaticMarkup(<I18nextProvider i18n={keysOnly}>{page}</I18nextProvider>)).toBe(html);
  });
});
