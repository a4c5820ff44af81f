// The builder's documents, rules and placement editor (issue 21), in Chromium with JavaScript (the builder needs
// it): an author uploads a two-page court PDF, sees its pages drawn by pdf.js, meets the page-name rule and the
// keyword filter, adds an Action Logic rule, places a static text by dragging, an X by clicking and a check mark
// by the keyboard, saves, and the document rendered from the saved workflow holds each where it was placed:
// the text by pdftotext's positions, the marks by the rendered pixels inside their boxes.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { newFormDefinition } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';
import { formAssetLoader, renderDocumentPreview } from '../../app/services/builder/documents-preview.server';
import type { Action, WorkflowDefinition } from '@accord/engine';

const run = promisify(execFile);

async function screen(page: Page, name: string) {
  if (process.env.SCREENS) await page.screenshot({ path: `docs/screens/builder-${name}.png`, fullPage: false });
}

/** A two-page court form: a caption and lines to fill, as a clerk's PDF has. */
async function courtPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (const n of [1, 2]) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`IN THE DISTRICT COURT OF SALT LAKE COUNTY - FORM PAGE ${n}`, { x: 72, y: 720, size: 12, font });
    // lines to fill low on the page, away from where the test places its marks
    for (let y = 280; y > 100; y -= 40) page.drawLine({ start: { x: 72, y }, end: { x: 540, y }, thickness: 0.5 });
  }
  return Buffer.from(await pdf.save());
}

async function dragOn(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const surface = await page.getByTestId('placement-surface').boundingBox();
  await page.mouse.move(surface!.x + from.x, surface!.y + from.y);
  await page.mouse.down();
  await page.mouse.move(surface!.x + (from.x + to.x) / 2, surface!.y + (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(surface!.x + to.x, surface!.y + to.y, { steps: 4 });
  await page.mouse.up();
}

test('an author uploads a court PDF, names its pages, adds a rule and places text, an X and a check mark that print where they were placed', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(240_000);
  const admin = await createTestUser({ role: 'admin-form', label: 'documents' });
  const formId = await withAppDatabase((db) =>
    createForm(
      db,
      {
        id: admin.id,
        email: admin.email.toLowerCase(),
        role: 'admin-form',
        firstName: admin.firstName,
        lastName: admin.lastName,
      },
      newFormDefinition('Documents Workflow'),
    ),
  );
  await signInAs(context, admin);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-documents-'));
  try {
    const court = path.join(folder, 'Court Form.pdf');
    await writeFile(court, await courtPdf());
    await writeFile(path.join(folder, 'notes.txt'), 'not a court form');

    await page.goto(`/manage-workflows/${formId}/edit`);
    await page.getByRole('button', { name: '4. Documents' }).click();

    // a file of another kind is refused in the spec's words
    await page.getByTestId('template-upload').setInputFiles(path.join(folder, 'notes.txt'));
    await expect(page.getByText('Please only upload accepted files')).toBeVisible();

    // the court PDF: two page cards, each drawn by pdf.js in the browser
    await page.getByTestId('template-upload').setInputFiles(court);
    await expect(page.getByText('Court Form.pdf: 2 pages added.')).toBeVisible({ timeout: 30_000 });
    const cards = page.locator('li[data-page-name]');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('data-page-name', 'COURT_FORM_1');
    await expect
      .poll(
        () =>
          cards
            .first()
            .locator('canvas')
            .evaluate((canvas: HTMLCanvasElement) => {
              const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
              let dark = 0;
              for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
              return dark;
            }),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(100);

    // page names are unique across all template pages, in any case
    await page.getByRole('button', { name: 'Rename COURT_FORM_1' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Page name').fill('court_form_2');
    await expect(dialog.getByText('Name must be unique within the scope of all template images.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await dialog.getByLabel('Page name').fill('Caption page');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(cards.first()).toHaveAttribute('data-page-name', 'CAPTION PAGE');

    // the keyword filter: case-insensitive until the switch is on
    await page.getByLabel('Keyword').fill('caption');
    await expect(cards).toHaveCount(1);
    await page.getByRole('switch', { name: 'Case sensitive' }).check();
    await expect(page.getByText('No results.')).toBeVisible();
    await page.getByRole('switch', { name: 'Case sensitive' }).uncheck();
    await page.getByLabel('Keyword').fill('');
    await expect(cards).toHaveCount(2);

    // step 5: an Action Logic rule opens the actions
    await page.getByRole('button', { name: '5. Rules' }).click();
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await expect(page.getByRole('listitem', { name: 'Rule 1: Rule 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Open Actions' }).click();

    // step 6: a static text by dragging a box
    await expect(page.getByTestId('placement-surface')).toBeVisible();
    await page.getByLabel('Action to add').selectOption('text-static');
    await page.getByRole('button', { name: 'Place on the page' }).click();
    await dragOn(page, { x: 96, y: 120 }, { x: 288, y: 154 });
    const current = page.getByRole('region', { name: 'Current Action' });
    await expect(current).toBeVisible();
    await current.getByLabel('Static text').fill('Jordan Example');
    await current.getByLabel('Title').fill('Petitioner name');

    // an X by a click
    await page.getByLabel('Action to add').selectOption('add-x');
    await page.getByRole('button', { name: 'Place on the page' }).click();
    await dragOn(page, { x: 240, y: 360 }, { x: 240, y: 360 });
    await expect(current.getByLabel('Title')).toHaveValue('');
    await current.getByLabel('Title').fill('Children box');

    // a check mark by the keyboard: added at its default place, then moved with the arrow keys
    await page.getByLabel('Action to add').selectOption('add-check-mark');
    await page.getByRole('button', { name: 'Add at the default place' }).click();
    await current.getByLabel('Title').fill('Agreement box');
    const check = page.getByRole('button', { name: /^Agreement box:/ });
    await check.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(check).toHaveAccessibleName('Agreement box: x 21, y 12');
    await expect(page.getByRole('region', { name: 'Legend' }).getByRole('listitem')).toHaveCount(3);
    // the server's render of the document is drawn under the boxes
    await expect(page.getByRole('img', { name: 'Rendered page 1' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('The preview could not be drawn')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Updating the preview' })).toHaveCount(0, {
      timeout: 30_000,
    });
    await screen(page, '5-placement-editor');

    await page.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(page.getByText(/Saved as version/)).toBeVisible();

    // the saved workflow rendered as the preview and the final documents render it
    const definition = await withAppDatabase(async (db) => {
      const row = await db.selectFrom('forms').select('definition').where('id', '=', formId).executeTakeFirstOrThrow();
      return row.definition as WorkflowDefinition;
    });
    const document = definition.documents![0]!;
    expect(document.pages.map((p) => p.name)).toEqual(['CAPTION PAGE', 'COURT_FORM_2']);
    const actions = document.rules![0]!.actions!;
    const byTitle = (title: string) => actions.find((a) => a.title === title)!;
    const text = byTitle('Petitioner name');
    // the drag went from (96, 120) to (288, 154) on a page drawn 480 px wide and 480 * 11 / 8.5 px high
    expect(text.location).toMatchObject({ page: 1, startX: 20, width: 40 });
    const rendered = await withAppDatabase((db) =>
      renderDocumentPreview({ definition, documentUid: document.uid }, formAssetLoader(db, formId)),
    );
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    const pdfPath = path.join(folder, 'rendered.pdf');
    await writeFile(pdfPath, rendered.bytes);

    // the text: its first word starts at the box's left edge, within one point
    await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdfPath, path.join(folder, 'words.html')]);
    const words = await readFile(path.join(folder, 'words.html'), 'utf8');
    const jordan = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">Jordan<\/word>/.exec(words);
    expect(jordan).not.toBeNull();
    const boxLeft = (text.location.startX! / 100) * 612;
    const boxTop = (text.location.startY! / 120) * 792;
    expect(Math.abs(Number(jordan![1]) - boxLeft)).toBeLessThanOrEqual(1);
    // pdftotext's word box starts at the font's bounding box, a little above the ascent the text is set on: the
    // line's top is at the box's top within that margin; the pixels below check that no ink is above the box
    expect(Number(jordan![2])).toBeGreaterThanOrEqual(boxTop - 3);
    expect(Number(jordan![2])).toBeLessThanOrEqual(boxTop + 1);

    // the marks: ink inside each mark's square and none just outside it, on the page rendered to pixels
    await run('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-gray', pdfPath, path.join(folder, 'page')]);
    const pgm = await readFile(path.join(folder, 'page-1.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
    const [width, offset] = [Number(header[1]), header[0].length];
    const inkIn = (left: number, top: number, size: number) => {
      let ink = 0;
      for (let y = Math.floor(top); y < Math.ceil(top + size); y += 1)
        for (let x = Math.floor(left); x < Math.ceil(left + size); x += 1)
          if (pgm[offset + y * width + x]! < 128) ink += 1;
      return ink;
    };
    expect(inkIn(boxLeft, boxTop - 7, 6), 'no ink above the text box').toBe(0);
    expect(inkIn(boxLeft, boxTop, 10), 'the text inside its box').toBeGreaterThan(5);
    for (const mark of [byTitle('Children box'), byTitle('Agreement box')] as Action[]) {
      const left = (mark.location.x! / 100) * 612;
      const top = (mark.location.y! / 120) * 792;
      expect(inkIn(left, top, 10.5), `${mark.title} inside its box`).toBeGreaterThan(5);
      expect(inkIn(left + 14, top, 6), `${mark.title} right of its box`).toBe(0);
      expect(inkIn(left, top + 14, 6), `${mark.title} below its box`).toBe(0);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
