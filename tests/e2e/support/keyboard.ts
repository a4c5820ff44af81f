// A person who uses only the keyboard (issue 32, item 6): focus moves only by Tab and Shift+Tab (or arrow keys
// inside a radio group), text is typed with the keyboard, buttons and links are pressed with Enter or Space, a
// check box is ticked with Space, a drop-down is changed with the arrow keys, a file is picked from the chooser
// that Space opens. Nothing here clicks, fills, checks or selects an element: the page's own Tab order and key
// handling are what is tested. Each move ends with the control focused, asserted with `toBeFocused`.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The most Tab presses a control may be away from the focus before it counts as unreachable. */
const MOST_PRESSES = 150;

async function isFocused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab when the control comes earlier in the page than the focus) until `target` has the
 * focus, as a keyboard user moves through the page; fails when it never does.
 */
export async function tabTo(page: Page, target: Locator, most = MOST_PRESSES) {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return;
  const earlier = await target.evaluate((element) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    return Boolean(focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) && !focused.contains(element);
  });
  const key = earlier ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) {
      await expect(target).toBeFocused();
      return;
    }
  }
  throw new Error(`${String(target)} never had the focus after ${most} presses of ${key}`);
}

/** Tabs to a text control and types `text` over what it held (Control+A selects it first). */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Delete');
  else await page.keyboard.type(text);
}

/**
 * Types a date into a date (or month) input as its segments read in the browser's English: month, day, year
 * (month, year); `value` is the input's value, YYYY-MM-DD (YYYY-MM).
 */
export async function typeDate(page: Page, input: Locator, value: string) {
  await tabTo(page, input);
  const [year, month, day] = value.split('-');
  await page.keyboard.type(day ? `${month}${day}${year}` : `${month}${year}`);
  await expect(input).toHaveValue(value);
}

/**
 * Tabs to a button or link and presses it with Enter (or Space). Without JavaScript a link or a form's button loads
 * a page: it resolves once that page has loaded, as a click does.
 */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  const loads =
    !test.info().project.use.javaScriptEnabled &&
    (await target.evaluate((el) => (el instanceof HTMLAnchorElement && el.href !== '') || ((el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit' && el.form !== null)));
  const loaded = loads ? page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()) : null;
  await page.keyboard.press(key);
  if (loaded) {
    await loaded;
    await page.waitForLoadState();
  }
}

/** Ticks (or clears) a check box: Tab to it, Space. */
export async function toggle(page: Page, checkbox: Locator) {
  const was = await checkbox.isChecked();
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked({ checked: !was });
}

/**
 * Chooses a radio button: Tab into its group (which focuses the chosen one, or the first) and the arrow keys to
 * it, which choose as they move; Space chooses the first when none was chosen.
 */
export async function chooseRadio(page: Page, radio: Locator) {
  const name = await radio.getAttribute('name');
  const group = page.locator(`input[type="radio"][name="${name}"]`);
  await tabTo(page, group.and(page.locator(':checked')).or(group.first()).first());
  const target = await radio.evaluate((r) => [...document.querySelectorAll(`input[type="radio"][name="${(r as HTMLInputElement).name}"]`)].indexOf(r));
  for (let i = 0; i < 20 && !(await isFocused(radio)); i++) {
    const at = await page.evaluate(() => [...document.querySelectorAll(`input[type="radio"][name="${(document.activeElement as HTMLInputElement).name}"]`)].indexOf(document.activeElement!));
    await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(radio).toBeFocused();
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Changes a drop-down with the arrow keys (a closed <select> takes them) until the option `label` is chosen. */
export async function chooseInSelect(page: Page, select: Locator, option: { label: string } | { index: number }) {
  await tabTo(page, select);
  const labels = await select.evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.label));
  const target = 'index' in option ? option.index : labels.indexOf(option.label);
  expect(target, `${JSON.stringify(option)} among ${labels.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < labels.length + 1; i++) {
    const at = await select.evaluate((s) => (s as HTMLSelectElement).selectedIndex);
    if (at === target) break;
    await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select).toHaveValue(await select.evaluate((s, i) => (s as HTMLSelectElement).options[i]!.value, target));
}

/** Picks a file as a person does: Tab to the upload control, Space opens the chooser, the file is chosen there. */
export async function chooseFile(page: Page, input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  await tabTo(page, input);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
}

/**
 * Writes a comment on the page the person is on and saves it: with JavaScript in the comments drawer, opened with
 * Enter on its button and closed with Escape, the focus back on that button; without, in the page's section.
 */
export async function commentOnPage(page: Page, text: string) {
  const javaScript = Boolean(test.info().project.use.javaScriptEnabled);
  const opener = page.getByRole('button', { name: /^Comments/ });
  const drawer = javaScript ? page.getByRole('dialog', { name: /Comments/ }) : page.locator('section#comments');
  if (javaScript) {
    await press(page, opener);
    await expect(drawer).toBeVisible();
  }
  const box = drawer.getByLabel('Your comment on this page');
  await typeInto(page, box, text);
  await press(page, drawer.getByRole('button', { name: 'Save comment' }));
  await expect(page.getByText('Progress saved!')).toBeVisible();
  await expect(box).toHaveValue(text);
  if (javaScript) {
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  }
}
