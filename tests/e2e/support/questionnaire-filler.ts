// A data-driven filler for a whole questionnaire, through the real page as a person uses it: it types into
// inputs, clicks the labels of options, picks from drop-downs, adds item-table rows with "Save rows", signs by
// typing, moves on with "Next", and follows the Required Fields list for anything left. With JavaScript it waits
// for each field's autosave; without, it saves the page with "Save Progress" so the server's display logic runs.
import { expect, type Page } from '@playwright/test';
import type { FormElement, WorkflowDefinition } from '@accord/engine';

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

export interface FillReport {
  /** uids answered by the filler, in order */
  answered: string[];
  /** pages (indexes) visited */
  pages: number[];
}

export class QuestionnaireFiller {
  private readonly elements: Map<string, FormElement>;
  readonly report: FillReport = { answered: [], pages: [] };

  constructor(
    private readonly page: Page,
    definition: WorkflowDefinition,
    private readonly js: boolean,
  ) {
    this.elements = new Map(definition.elements.map((e) => [e.uid, e]));
  }

  /** Fills every visible required field on every page, then whatever the Required Fields list still names. */
  async fillAll(): Promise<void> {
    for (let guard = 0; guard < 40; guard++) {
      await this.fillCurrentPage();
      const next = this.page.getByRole('button', { name: 'Next', exact: true });
      if ((await next.count()) === 0) break;
      const before = await this.currentPageLabel();
      await next.click();
      await expect(this.page.locator('[aria-current="page"]')).not.toHaveText(before);
    }
    // anything still missing (a field an answer on a later page made required): follow the list, as a person would
    for (let guard = 0; guard < 20; guard++) {
      const warning = this.page.getByRole('button', { name: /Oops, take a look!/ });
      if ((await warning.count()) === 0) return;
      const list = this.page.getByRole('dialog', { name: 'Required Fields' });
      if (!(await list.isVisible())) await warning.click();
      await list.getByRole('listitem').getByRole('button').first().click();
      await expect(this.page).toHaveURL(/field=/);
      await this.fillCurrentPage();
    }
    throw new Error('the Required Fields list did not empty');
  }

  private async currentPageLabel(): Promise<string> {
    return (await this.page.locator('[aria-current="page"]').textContent()) ?? '';
  }

  private async visibleUids(): Promise<string[]> {
    return this.page.locator('[data-element-uid]').evaluateAll((nodes) => nodes.filter((n) => !(n as HTMLElement).hidden && !n.closest('[hidden]')).map((n) => (n as HTMLElement).dataset.elementUid!));
  }

  /** Answers the visible unanswered required fields until none is left (display logic may show more). */
  async fillCurrentPage(): Promise<void> {
    const index = Number(new URL(this.page.url()).searchParams.get('page') ?? '0');
    if (!this.report.pages.includes(index)) this.report.pages.push(index);
    let last: string[] = [];
    for (let pass = 0; pass < 6; pass++) {
      let filled = 0;
      last = [];
      for (const uid of await this.visibleUids()) {
        const element = this.elements.get(uid);
        if (!element?.required || !ANSWERABLE.has(element.type)) continue;
        if (!(await this.locator(uid).isVisible())) continue; // hidden meanwhile by a live display-logic change
        if (await this.isAnswered(element)) continue;
        await this.answer(element);
        this.report.answered.push(uid);
        last.push(`${element.title} (${uid})`);
        filled++;
      }
      if (filled === 0) return;
      // without JavaScript the server decides what shows next, after a save
      if (!this.js) await this.page.getByRole('button', { name: 'Save Progress' }).click();
    }
    throw new Error(`page ${index} kept showing unanswered fields: ${last.join(', ')}`);
  }

  private locator(uid: string) {
    return this.page.locator(`#field-${uid}`);
  }

  private async isAnswered(element: FormElement): Promise<boolean> {
    const field = this.locator(element.uid);
    switch (element.type) {
      case 'text-input-short':
      case 'text-input-long':
      case 'number-input':
        return (await field.locator(`#q-${element.uid}`).inputValue()) !== '';
      case 'date-picker':
        return (await field.locator(`#q-${element.uid}`).inputValue()) !== '';
      case 'single-select':
      case 'state-select':
      case 'multi-select':
      case 'grouped-options':
      case 'youtube-video': {
        const select = field.locator(`select#q-${element.uid}`);
        if (await select.count()) return (await select.evaluate((s) => [...(s as HTMLSelectElement).selectedOptions].some((o) => o.value !== ''))) === true;
        return (await field.locator('input:checked').count()) > 0;
      }
      case 'item-table':
        return (await field.locator(`input[name="a.${element.uid}.0.delete"]`).count()) > 0;
      case 'signature-pad':
        // signed before (the page offers to remove it), or typed here and autosaved
        return (await field.locator(`input[name="a.${element.uid}.clear"]`).count()) > 0 || (await field.locator(`#q-${element.uid}-typed`).inputValue()) !== '';
      default:
        return true;
    }
  }

  /** With JavaScript, resolves when this field's autosave has answered. */
  private autosaved(uid: string) {
    if (!this.js) return Promise.resolve();
    return this.page
      .waitForResponse((r) => r.url().includes('/autosave') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes(uid))
      .then(async (r) => expect(r.ok()).toBe(true));
  }

  private async answer(element: FormElement): Promise<void> {
    const uid = element.uid;
    const field = this.locator(uid);
    const saved = this.autosaved(uid);
    switch (element.type) {
      case 'text-input-short':
      case 'text-input-long':
        await field.locator(`#q-${uid}`).fill(sampleText(element));
        break;
      case 'number-input':
        await field.locator(`#q-${uid}`).fill(sampleNumber(element));
        break;
      case 'date-picker': {
        const inputs = field.locator('input[type="date"], input[type="month"]');
        const month = (await inputs.first().getAttribute('type')) === 'month';
        await inputs.first().fill(month ? '2020-06' : '2020-06-15');
        if (element.variant === 'date-range') await inputs.nth(1).fill(month ? '2021-06' : '2021-06-15');
        break;
      }
      case 'single-select':
      case 'state-select':
      case 'multi-select':
      case 'grouped-options': {
        const select = field.locator(`select#q-${uid}`);
        if (await select.count()) {
          if (element.type === 'state-select') await select.selectOption('Utah');
          else await select.selectOption({ index: (await select.evaluate((s) => (s as HTMLSelectElement).multiple)) ? 0 : 1 });
        } else {
          // the first option's label, clicked as a person taps it
          await field.locator('label').filter({ has: this.page.locator('input') }).first().click();
          await expect(field.locator('input:checked')).toHaveCount(1);
        }
        break;
      }
      case 'youtube-video':
        await field.getByLabel('I have watched this video').check();
        break;
      case 'signature-pad':
        await field.locator(`#q-${uid}-typed`).fill('Robin Tester');
        break;
      case 'item-table': {
        if (element.variant !== 'user-input-allowed') return;
        for (const header of element.headers) {
          const cell = field.locator(`#q-${uid}-0-${header.value}`);
          const cellSaved = this.autosaved(uid);
          if (header.variant === 'select') await cell.selectOption({ index: 1 });
          else await cell.fill(header.variant === 'money' || header.variant === 'number' ? '1500' : /date/i.test(header.text) ? '06/15/2015' : `Sample ${header.text.toLowerCase()}`);
          await cellSaved;
        }
        await field.getByRole('button', { name: /^Save rows/ }).click();
        await expect(field.locator(`input[name="a.${uid}.0.delete"]`)).toHaveCount(1);
        return;
      }
      default:
        return;
    }
    await saved;
  }
}
