// Tags of end-to-end tests that playwright.config.ts reads (this module imports nothing, so the config can load it).

/**
 * A test about administrators' pages only: the project `no-js` leaves it out, so it runs once, with JavaScript.
 * The product promises that everything an END USER does works without JavaScript (DESIGN.md, principle 5), and
 * the builder may require it; the admin platform's spec promises nothing without it. Never put it on a test in
 * which an end user works on a page (a petitioner on the pay page, a spouse, a visitor), nor on a whole journey.
 */
export const ADMIN_ONLY = '@admin-only';

/**
 * A test that checks the pages both ways itself: with JavaScript, and as served without it, in contexts of its own
 * with `javaScriptEnabled: false` (the route sweep, tests/e2e/accessibility/route-sweep.spec.ts). The project
 * `no-js` leaves it out, so its work is not done twice; it still covers end users' pages without JavaScript.
 */
export const BOTH_VIEWS_INSIDE = '@both-views-inside';
