// A data-driven filler for a whole questionnaire, through the real page as a person uses it: it types into
// inputs, clicks the labels of options, picks from drop-downs, adds item-table rows with "Save rows", signs by
// typing (or, with JavaScript and `signature: 'drawn'`, by drawing on the pad with the mouse), moves on with
// "Next", and follows the Required Fields list for anything left. With `optional` it also uploads a picture to
// each upload field and fills each dialog window, as a thorough person would. With JavaScript it moves on to the
// next field as a person does while the last one's autosave is under way, and waits for every field's autosave
// before it leaves the page; without, it saves the page with "Save Progress" so the server's display logic runs.
// It reads the page in a person's language (`language`, English by default): the questionnaire's own words from
// its catalogue, the author's texts (a dialog's button, field labels and choices) as the definition gives them in
// that language where the workflow is offered in it (ADR 035).
import { expect, type Locator, type Page } from '@playwright/test';
import {
  choiceLabel,
  localizeWorkflow,
  workflowLanguage,
  type FormElement,
  type WorkflowDefinition,
} from '@accord/engine';
import type { TFunction } from 'i18next';
import type { Language } from '../../../i18n/languages';
import { textsIn } from '../../../i18n/texts-for-tests';
import { chooseFile, chooseInSelect, chooseRadio, press, toggle, typeDate, typeInto } from './keyboard';

/** The answer this filler types or picks for a field, by element type (and validator / variant). */
export function sampleText(element: FormElement): string {
  if (element.type === 'text-input-long') return `Sample details for ${element.title}.`;
  if (element.type !== 'text-input-short') return 'Sample';
  switch (element.validator) {
    case 'email':
      return 'sample.person@example.com';
    case 'phone':
      return '801-555-0123';
    case 'zip':
      return '84101';
    case 'ssn':
      return '123-45-6789';
    case 'numbers':
      return '12345';
    case 'time':
      return '9:30 am';
    default:
      return `Sample ${element.title.toLowerCase().replace(/_/g, ' ')}`;
  }
}

export function sampleNumber(element: FormElement): string {
  if (element.type !== 'number-input') return '1';
  const lower = element.lowerBound ?? -100;
  const upper = element.upperBound ?? 100;
  return String(Math.min(upper, Math.max(lower, 2)));
}

const ANSWERABLE = new Set<FormElement['type']>([
  'text-input-short',
  'text-input-long',
  'number-input',
  'single-select',
  'state-select',
  'multi-select',
  'date-picker',
  'item-table',
  'grouped-options',
  'signature-pad',
  'youtube-video',
]);

/** How a filler answers beyond the samples: by element title, the text typed instead of the sample text. */
export interface FillOptions {
  /** 'typed' (the default, and the only way without JavaScript) or 'drawn' on the pad (JavaScript only) */
  signature?: 'typed' | 'drawn';
  /** the name typed to sign (default 'Robin Tester') */
  signerName?: string;
  /** answers typed into text inputs instead of the sample text, by element title */
  answers?: Record<string, string>;
  /** the optional elements of these types answered too (uploads, dialog windows, videos, pictures to choose) */
  optional?: readonly ('file-input' | 'dialog-window' | 'youtube-video' | 'embedded-image')[];
  /**
   * How the filler reaches and operates a control: 'pointer' (the default: clicks and fills, as a mouse or touch
   * user) or 'keyboard' (Tab to it, type, Space, arrow keys and Enter only: ./keyboard.ts). The signature is typed
   * by keyboard.
   */
  input?: 'pointer' | 'keyboard';
  /** the language the person reads the page in (default English) */
  language?: Language;
}

/** How a person reaches and operates each kind of control: the filler's one difference between its input modes. */
export interface Operator {
  type(control: Locator, text: string): Promise<void>;
  /** a radio button or check box, chosen (a radio) or ticked (a check box) */
  choose(option: Locator): Promise<void>;
  select(select: Locator, option: { label: string } | { index: number }): Promise<void>;
  /** a button or link */
  press(control: Locator): Promise<void>;
  upload(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void>;
  /** a date (or month) input, given as its value (YYYY-MM-DD or YYYY-MM) */
  date(input: Locator, value: string): Promise<void>;
}

/** A mouse or touch user: clicks, and Playwright's fill, check and select. */
export const pointer: Operator = {
  type: (control, text) => control.fill(text),
  // the option's label, clicked as a person taps it
  choose: async (option) => {
    const label = option.locator('xpath=ancestor::label[1]');
    if (await label.count()) await label.click();
    else await option.check();
  },
  select: async (select, option) => void (await select.selectOption(option)),
  press: (control) => control.click(),
  upload: (input, file) => input.setInputFiles(file),
  date: (input, value) => input.fill(value),
};

/** A keyboard-only user (./keyboard.ts): focus moves by Tab, controls are operated by keys. */
export const keyboard = (page: Page): Operator => ({
  type: (control, text) => typeInto(page, control, text),
  choose: async (option) =>
    (await option.getAttribute('type')) === 'radio' ? chooseRadio(page, option) : toggle(page, option),
  select: (select, option) => chooseInSelect(page, select, option),
  press: (control) => press(page, control),
  upload: (input, file) => chooseFile(page, input, file),
  date: (input, value) => typeDate(page, input, value),
});

// a 1×1 PNG: a photo of a certificate as far as the upload's content check is concerned
const UPLOAD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Draws a wavy signature with the mouse on a signature pad (the canvas named 'Signature drawing area'). */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 0; i <= 40; i++)
    await page.mouse.move(
      box.x + 20 + i * ((box.width - 40) / 40),
      box.y + box.height / 2 + Math.sin(i / 3) * (box.height / 3),
      { steps: 2 },
    );
  await page.mouse.up();
}

/** A field as the page shows it now (QuestionnaireFiller.fieldStates). */
interface FieldState {
  uid: string;
  visible: boolean;
  answered: boolean;
  optionsShown: boolean;
}

export interface FillReport {
  /** uids answered by the filler, in order */
  answered: string[];
  /** pages (indexes) visited */
  pages: number[];
}

export class QuestionnaireFiller {
  private readonly elements: Map<string, FormElement>;
  /** the author's English elements: what an answer is made from (a date column is named so in English) */
  private readonly english: Map<string, FormElement>;
  readonly report: FillReport = { answered: [], pages: [] };
  /** the autosaves of fields answered on this page and not yet awaited */
  private unsaved: Promise<void>[] = [];
  /** how controls are reached and operated (the options' input mode) */
  private readonly operate: Operator;
  /** the language the page is read in, and the one the definition's texts are read in (English where not offered) */
  private readonly language: Language;
  private readonly definitionLanguage: Language;
  private words?: TFunction<'questionnaire'>;

  constructor(
    private readonly page: Page,
    definition: WorkflowDefinition,
    private readonly js: boolean,
    private readonly options: FillOptions = {},
  ) {
    this.language = options.language ?? 'en';
    this.definitionLanguage = workflowLanguage(definition, this.language);
    this.elements = new Map(localizeWorkflow(definition, this.definitionLanguage).elements.map((e) => [e.uid, e]));
    this.english = new Map(definition.elements.map((e) => [e.uid, e]));
    this.operate = options.input === 'keyboard' ? keyboard(page) : pointer;
  }

  /** The questionnaire's own words in the person's language. */
  private async t(): Promise<TFunction<'questionnaire'>> {
    this.words ??= await textsIn(this.language, 'questionnaire');
    return this.words;
  }

  /** Fills every visible required field on every page, then whatever the Required Fields list still names. */
  async fillAll(): Promise<void> {
    const t = await this.t();
    for (let guard = 0; guard < 40; guard++) {
      await this.fillCurrentPage();
      const next = this.page.getByRole('button', { name: t('form.next'), exact: true });
      if ((await next.count()) === 0) break;
      const before = await this.currentPageLabel();
      await this.operate.press(next);
      await expect(this.page.locator('[aria-current="page"]')).not.toHaveText(before);
    }
    // anything still missing (a field an answer on a later page made required): follow the list, as a person would
    for (let guard = 0; guard < 20; guard++) {
      const warning = this.page.getByRole('button', { name: t('required.button') });
      if ((await warning.count()) === 0) return;
      const list = this.page.getByRole('dialog', { name: t('required.title') });
      if (!(await list.isVisible())) await this.operate.press(warning);
      await this.operate.press(list.getByRole('listitem').getByRole('button').first());
      await expect(this.page).toHaveURL(/field=/);
      await this.fillCurrentPage();
    }
    throw new Error('the Required Fields list did not empty');
  }

  private async currentPageLabel(): Promise<string> {
    return (await this.page.locator('[aria-current="page"]').textContent()) ?? '';
  }

  /**
   * Each field shown on the page (in page order) with whether it is visible, answered and, for grouped options,
   * shows its options: read in one go, in the page, rather than with several calls per field (a 20-field page read
   * twice per pass made most of a journey's answering time, issue 28). The same reading as before field by field:
   * what was asked of each field by its own calls before, by its type.
   */
  private async fieldStates(): Promise<FieldState[]> {
    const t = await this.t();
    const types = Object.fromEntries([...this.elements.values()].map((e) => [e.uid, e.type]));
    const words = { uploaded: t('fields.uploaded'), deleteSignature: t('fields.deleteSignature'), dialogEmpty: t('fields.dialogEmpty') };
    return this.page.locator('[data-element-uid]').evaluateAll(
      (nodes, { types, words }) => {
        const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
        const has = (root: Element, text: string) => squash(root.textContent).includes(squash(text));
        const value = (root: Element, selector: string) => (root.querySelector(selector) as HTMLInputElement | null)?.value ?? '';
        const answered = (field: Element, uid: string, type: string): boolean => {
          const id = `#${CSS.escape(`q-${uid}`)}`;
          switch (type) {
            case 'text-input-short':
            case 'text-input-long':
            case 'number-input':
            case 'date-picker':
              return value(field, id) !== '';
            case 'single-select':
            case 'state-select':
            case 'multi-select':
            case 'grouped-options':
            case 'youtube-video':
            case 'embedded-image': {
              const select = field.querySelector(`select${id}`) as HTMLSelectElement | null;
              if (select) return [...select.selectedOptions].some((o) => o.value !== '');
              return field.querySelector('input:checked') !== null;
            }
            case 'item-table':
              return field.querySelector(`input[name="${CSS.escape(`a.${uid}.0.delete`)}"]`) !== null;
            case 'signature-pad':
              return (
                [...field.querySelectorAll('button')].some((b) => squash(b.getAttribute('aria-label') ?? b.textContent).includes(squash(words.deleteSignature))) ||
                value(field, `${id}-typed`) !== '' ||
                [...field.querySelectorAll(`input[data-signature-for="${CSS.escape(uid)}"]`)].some((i) => (i as HTMLInputElement).value !== '')
              );
            case 'file-input':
              return has(field, words.uploaded);
            case 'dialog-window':
              return !has(field, words.dialogEmpty);
            default:
              return true;
          }
        };
        return nodes
          .filter((n) => !(n as HTMLElement).hidden && !n.closest('[hidden]'))
          .map((n) => {
            const uid = (n as HTMLElement).dataset.elementUid!;
            const type = types[uid] ?? '';
            const field = document.getElementById(`field-${uid}`) ?? n;
            const box = field.getBoundingClientRect();
            return {
              uid,
              // Playwright's isVisible: a box of some size, not visibility: hidden
              visible: box.width > 0 && box.height > 0 && getComputedStyle(field).visibility !== 'hidden',
              answered: answered(field, uid, type),
              optionsShown: type !== 'grouped-options' || field.querySelector('select, input') !== null,
            };
          });
      },
      { types, words },
    );
  }

  /** Answers the visible unanswered required fields until none is left (display logic may show more). */
  async fillCurrentPage(): Promise<void> {
    const t = await this.t();
    const index = Number(new URL(this.page.url()).searchParams.get('page') ?? '0');
    if (!this.report.pages.includes(index)) this.report.pages.push(index);
    let last: string[] = [];
    for (let pass = 0; pass < 6; pass++) {
      let filled = 0;
      last = [];
      for (const state of await this.fieldStates()) {
        const { uid } = state;
        const element = this.elements.get(uid);
        if (!element || !this.wanted(element)) continue;
        if (!state.visible || state.answered) continue;
        // without JavaScript, grouped options wait for their grouping question's answer to be saved (the next pass)
        if (!this.js && !state.optionsShown) continue;
        // with JavaScript, an answer given in this pass may have hidden it meanwhile (live display logic)
        if (this.js && !(await this.locator(uid).isVisible())) continue;
        // an optional upload or dialog is answered once (the page may show its stored state only after a reload)
        if (!element.required && this.report.answered.includes(uid)) continue;
        await this.answer(element);
        this.report.answered.push(uid);
        last.push(`${element.title} (${uid})`);
        filled++;
      }
      await this.autosavesAnswered();
      if (filled === 0) return;
      // without JavaScript the server decides what shows next, after a save
      if (!this.js) await this.operate.press(this.page.getByRole('button', { name: t('form.save') }));
    }
    throw new Error(`page ${index} kept showing unanswered fields: ${last.join(', ')}`);
  }

  private wanted(element: FormElement): boolean {
    if (
      (element.type === 'file-input' ||
        element.type === 'dialog-window' ||
        element.type === 'youtube-video' ||
        element.type === 'embedded-image') &&
      this.options.optional?.includes(element.type)
    )
      return true;
    return Boolean(element.required) && ANSWERABLE.has(element.type);
  }

  /** The text typed into a text input: the option's answer for its title, else the sample text. */
  private textFor(element: FormElement): string {
    return this.options.answers?.[element.title] ?? sampleText(element);
  }

  private locator(uid: string) {
    return this.page.locator(`#field-${uid}`);
  }

  /** Waits until every autosave of the fields answered so far has answered (each was checked to be OK). */
  private async autosavesAnswered() {
    const unsaved = this.unsaved;
    this.unsaved = [];
    await Promise.all(unsaved);
  }

  /** With JavaScript, resolves when this field's autosave has answered. */
  private autosaved(uid: string) {
    if (!this.js) return Promise.resolve();
    return this.page
      .waitForResponse(
        (r) =>
          r.url().includes('/autosave') &&
          r.request().method() === 'POST' &&
          (r.request().postData() ?? '').includes(uid),
        { timeout: 30_000 },
      )
      .then(async (r) => expect(r.ok()).toBe(true));
  }

  private async answer(element: FormElement): Promise<void> {
    const t = await this.t();
    const uid = element.uid;
    const field = this.locator(uid);
    // an upload's request body is not readable here (the browser does not hand out a file's bytes): its stored
    // link on the page is what says it arrived
    const saved = element.type === 'file-input' ? Promise.resolve() : this.autosaved(uid);
    // awaited later: a failure is reported there, not as an unhandled rejection while the next field is answered
    saved.catch(() => {});
    switch (element.type) {
      case 'text-input-short':
      case 'text-input-long':
        await this.operate.type(field.locator(`#q-${uid}`), this.textFor(element));
        break;
      case 'number-input':
        await this.operate.type(field.locator(`#q-${uid}`), sampleNumber(element));
        break;
      case 'date-picker': {
        const inputs = field.locator('input[type="date"], input[type="month"]');
        const month = (await inputs.first().getAttribute('type')) === 'month';
        await this.operate.date(inputs.first(), month ? '2020-06' : '2020-06-15');
        if (element.variant === 'date-range') await this.operate.date(inputs.nth(1), month ? '2021-06' : '2021-06-15');
        break;
      }
      case 'single-select':
      case 'state-select':
      case 'multi-select':
      case 'grouped-options': {
        // grouped options appear once their grouping question is answered (with JavaScript, as it is)
        if (element.type === 'grouped-options') await expect(field.locator('select, input').first()).toBeVisible();
        const select = field.locator(`select#q-${uid}`);
        if (await select.count()) {
          if (element.type === 'state-select') await this.operate.select(select, { label: 'Utah' });
          else
            await this.operate.select(select, {
              index: (await select.evaluate((s) => (s as HTMLSelectElement).multiple)) ? 0 : 1,
            });
        } else {
          // the first option
          await this.operate.choose(field.locator('label input').first());
          await expect(field.locator('input:checked')).toHaveCount(1);
        }
        break;
      }
      case 'youtube-video':
        await this.operate.choose(field.getByLabel(t('fields.watched')));
        break;
      case 'embedded-image':
        // pictures to choose from: the first one (a carousel's pictures are chosen by their own radio or check box)
        if (element.interactionType === 'none') return;
        await this.operate.choose(field.locator('label input').first());
        await expect(field.locator('input:checked')).toHaveCount(1);
        break;
      case 'signature-pad':
        if (this.js && this.options.signature === 'drawn')
          await drawSignature(this.page, field.getByRole('img', { name: t('fields.drawingArea') }));
        else await this.operate.type(field.locator(`#q-${uid}-typed`), this.options.signerName ?? 'Robin Tester');
        break;
      case 'file-input': {
        const name = `${element.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
        await this.operate.upload(field.locator('input[type="file"]'), {
          name,
          mimeType: 'image/png',
          buffer: UPLOAD_PNG,
        });
        // without JavaScript the file goes with the page's next save
        if (!this.js) await this.operate.press(this.page.getByRole('button', { name: t('form.save') }));
        await expect(this.locator(uid).getByRole('link', { name })).toBeVisible();
        return;
      }
      case 'dialog-window': {
        const opener = field.getByRole('button', { name: element.label ?? element.title });
        await this.operate.press(opener);
        const dialog = this.page.getByRole('dialog', { name: element.heading ?? element.label ?? element.title });
        await expect(dialog).toBeVisible();
        for (const f of element.dialogFields) {
          if (f.type === 'signature-pad')
            await this.operate.type(
              dialog.getByLabel(new RegExp(t('fields.typeToSign'), 'i')),
              this.options.signerName ?? 'Robin Tester',
            );
          else
            await this.operate.type(
              dialog.getByLabel(f.label ?? f.title, { exact: true }),
              this.options.answers?.[f.title] ?? `Sample ${(f.label ?? f.title).toLowerCase()}`,
            );
        }
        // a button is stored by its English text and shown in the person's reading
        const choice = element.buttons?.at(-1);
        if (choice)
          await this.operate.choose(
            dialog.getByLabel(choiceLabel(element, choice, this.definitionLanguage).text, { exact: true }),
          );
        await this.operate.press(dialog.getByRole('button', { name: t('fields.done') }));
        await expect(dialog).toBeHidden();
        // a keyboard user goes on from where they opened it
        if (this.options.input === 'keyboard' && this.js) await expect(opener).toBeFocused();
        break;
      }
      case 'item-table': {
        if (element.variant !== 'user-input-allowed') return;
        const english = this.english.get(uid);
        for (const header of element.headers) {
          const cell = field.locator(`#q-${uid}-0-${header.value}`);
          const headerText =
            (english?.type === 'item-table'
              ? english.headers.find((h) => h.value === header.value)?.text
              : undefined) ?? header.text;
          const cellSaved = this.autosaved(uid);
          if (header.variant === 'select') await this.operate.select(cell, { index: 1 });
          else
            await this.operate.type(
              cell,
              header.variant === 'money' || header.variant === 'number'
                ? '1500'
                : /date/i.test(headerText)
                  ? '06/15/2015'
                  : `Sample ${headerText.toLowerCase()}`,
            );
          await cellSaved;
        }
        await this.operate.press(field.getByRole('button', { name: new RegExp(`^${t('fields.saveRows')}`) }));
        await expect(field.locator(`input[name="a.${uid}.0.delete"]`)).toHaveCount(1);
        return;
      }
      default:
        return;
    }
    // the next field is answered meanwhile; fillCurrentPage waits for all of them before the page is left
    this.unsaved.push(saved);
  }
}
