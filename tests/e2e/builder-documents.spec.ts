// The builder's documents, placement editor and processed file (issue 21), in Chromium with JavaScript (the builder
// needs it). An author uploads a two-page court PDF, meets the page-name rule and the keyword filter, and the live
// preview draws a placed X; an author places one action of each kind, by mouse and by keyboard, and the document
// rendered from the saved workflow holds each where it was placed within one point (text by pdftotext's positions
// and its ink, marks, images and signatures by the rendered pixels in their boxes); step 7's processed file is the
// same render, with the answers typed into the questionnaire preview.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { BrowserContext, Locator, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { newFormDefinition } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';
import {
  formAssetLoader,
  renderDocumentPreview,
  SAMPLE_IMAGE,
} from '../../app/services/builder/documents-preview.server';
import type { Action, FormElement, WorkflowDefinition } from '@accord/engine';

type ActionType = Action['type'];

const run = promisify(execFile);
const POINTS = { width: 612, height: 792 };
const SCALE = { width: 100, height: 120 };

async function screen(page: Page, name: string) {
  if (process.env.SCREENS) await page.screenshot({ path: `docs/screens/builder-${name}.png`, fullPage: false });
}

/** A two-page court form: a caption and lines to fill low on the page, away from where the tests place actions. */
async function courtPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (const n of [1, 2]) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`IN THE DISTRICT COURT OF SALT LAKE COUNTY - FORM PAGE ${n}`, { x: 72, y: 720, size: 12, font });
    for (let y = 280; y > 100; y -= 40) page.drawLine({ start: { x: 72, y }, end: { x: 540, y }, thickness: 0.5 });
  }
  return Buffer.from(await pdf.save());
}

const NAME_QUESTION = {
  uid: 'qName0000001',
  type: 'text-input-short',
  title: 'PETITIONER_NAME',
  label: 'Your full name',
};
const PHOTO_QUESTION = {
  uid: 'qPhoto000001',
  type: 'file-input',
  title: 'PROPERTY_PHOTO',
  label: 'A photo of the house',
};

/** An admin signed in with a stored workflow holding a name and a photo question (and `documents`, when given). */
async function authorWithWorkflow(context: BrowserContext, label: string, documents?: WorkflowDefinition['documents']) {
  const admin = await createTestUser({ role: 'admin-form', label });
  const definition = newFormDefinition(`${label} workflow`);
  definition.elements.push(NAME_QUESTION as FormElement, PHOTO_QUESTION as FormElement);
  if (documents) definition.documents = documents;
  const user = {
    id: admin.id,
    email: admin.email.toLowerCase(),
    role: 'admin-form' as const,
    firstName: admin.firstName,
    lastName: admin.lastName,
  };
  const formId = await withAppDatabase((db) => createForm(db, user, definition));
  await signInAs(context, admin);
  return formId;
}

/** Step 4: the court PDF uploaded, its two pages drawn by pdf.js in the browser. */
async function uploadCourtForm(page: Page, folder: string) {
  const court = path.join(folder, 'Court Form.pdf');
  await writeFile(court, await courtPdf());
  await page.getByRole('button', { name: '4. Documents' }).click();
  await page.getByTestId('template-upload').setInputFiles(court);
  await expect(page.getByText('Court Form.pdf: 2 pages added.')).toBeVisible({ timeout: 30_000 });
}

/** Step 5 then 6: an Action Logic rule, and its actions opened. */
async function openActions(page: Page) {
  await page.getByRole('button', { name: '5. Rules' }).click();
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await expect(page.getByRole('listitem', { name: 'Rule 1: Rule 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Open Actions' }).click();
  await expect(page.getByTestId('placement-surface')).toBeVisible();
}

interface Units {
  x: number;
  y: number;
}
interface Box {
  startX: number;
  startY: number;
  width: number;
  height: number;
}

/** A press (and a drag to `to`, when given) on the placement surface, at points in page units. */
async function pointAt(page: Page, from: Units, to: Units = from) {
  const surface = (await page.getByTestId('placement-surface').boundingBox())!;
  const at = (u: Units) => ({
    x: surface.x + (u.x / SCALE.width) * surface.width,
    y: surface.y + (u.y / SCALE.height) * surface.height,
  });
  await page.mouse.move(at(from).x, at(from).y);
  await page.mouse.down();
  await page.mouse.move((at(from).x + at(to).x) / 2, (at(from).y + at(to).y) / 2, { steps: 3 });
  await page.mouse.move(at(to).x, at(to).y, { steps: 3 });
  await page.mouse.up();
}

async function chooseAction(page: Page, type: ActionType, title: string, how: 'mouse' | Box | Units | { fields: Box }) {
  await page.getByRole('combobox', { name: /^Action to add/ }).selectOption(type);
  const current = page.getByRole('region', { name: 'Current Action' });
  if (how === 'mouse') await page.getByRole('button', { name: 'Place on the page' }).click();
  else {
    await page.getByRole('button', { name: 'Add at the default place' }).click();
    await current.getByLabel('Title').fill(title);
    if ('fields' in how) await placeByFields(page, current, title, how.fields);
    else await moveByKeyboard(page, title, how);
  }
  return current;
}

/** Places a box by its number fields alone: a single pointer's way, no drag (WCAG 2.5.7, issue 32 item 7). */
async function placeByFields(page: Page, current: Locator, title: string, target: Box) {
  await current.getByLabel('Width', { exact: true }).fill(String(target.width));
  await current.getByLabel('Height', { exact: true }).fill(String(target.height));
  await current.getByLabel('X', { exact: true }).fill(String(target.startX));
  await current.getByLabel('Y', { exact: true }).fill(String(target.startY));
  await expect(page.getByRole('button', { name: new RegExp(`^${title}:`) })).toHaveAccessibleName(
    `${title}: x ${target.startX}, y ${target.startY}, ${target.width} wide, ${target.height} high`,
  );
}

/** Moves (and for a box resizes) the action titled `title` to `target` with the arrow keys, from its default place. */
async function moveByKeyboard(page: Page, title: string, target: Box | Units) {
  const box = page.getByRole('button', { name: new RegExp(`^${title}:`) });
  const where = (await box.getAttribute('aria-label'))!;
  const numbers = [...where.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
  await box.focus();
  const press = async (delta: number, plus: string, minus: string, modifier = '') => {
    for (let n = Math.abs(delta); n > 0;) {
      const large = n >= 10;
      await page.keyboard.press(`${modifier}${large ? 'Shift+' : ''}${delta > 0 ? plus : minus}`);
      n -= large ? 10 : 1;
    }
  };
  if ('startX' in target) {
    const [x, y, width, height] = numbers as [number, number, number, number];
    await press(target.width - width, 'ArrowRight', 'ArrowLeft', 'Alt+');
    await press(target.height - height, 'ArrowDown', 'ArrowUp', 'Alt+');
    await press(target.startX - x, 'ArrowRight', 'ArrowLeft');
    await press(target.startY - y, 'ArrowDown', 'ArrowUp');
    await expect(box).toHaveAccessibleName(
      `${title}: x ${target.startX}, y ${target.startY}, ${target.width} wide, ${target.height} high`,
    );
  } else {
    const [x, y] = numbers as [number, number];
    await press(target.x - x, 'ArrowRight', 'ArrowLeft');
    await press(target.y - y, 'ArrowDown', 'ArrowUp');
    await expect(box).toHaveAccessibleName(`${title}: x ${target.x}, y ${target.y}`);
  }
}

/** Dark pixels of a page's canvas (by its label, or the canvas itself) inside a box given in page units. */
function canvasInk(page: Page, canvas: string | Locator, box: Box) {
  return (typeof canvas === 'string' ? page.getByRole('img', { name: canvas }) : canvas).evaluate(
    (canvas: HTMLCanvasElement, b) => {
      const sx = canvas.width / 100;
      const sy = canvas.height / 120;
      const data = canvas
        .getContext('2d', { willReadFrequently: true })!
        .getImageData(
          Math.floor(b.startX * sx),
          Math.floor(b.startY * sy),
          Math.ceil(b.width * sx),
          Math.ceil(b.height * sy),
        ).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
      return dark;
    },
    box,
  );
}

async function previewSettled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Updating the preview' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByText(/could not be drawn/)).toHaveCount(0);
}

test('an author uploads a court PDF, names its pages, filters them, and the live preview draws a placed X', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(120_000);
  const formId = await authorWithWorkflow(context, 'documents');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-documents-'));
  try {
    await writeFile(path.join(folder, 'notes.txt'), 'not a court form');
    await page.goto(`/manage-workflows/${formId}/edit`);
    await page.getByRole('button', { name: '4. Documents' }).click();
    // a file of another kind is refused in the spec's words
    await page.getByTestId('template-upload').setInputFiles(path.join(folder, 'notes.txt'));
    await expect(page.getByText('Please only upload accepted files')).toBeVisible();

    await uploadCourtForm(page, folder);
    const cards = page.locator('li[data-page-name]');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('data-page-name', 'COURT_FORM_1');
    const full = { startX: 0, startY: 0, width: 100, height: 120 };
    await expect
      .poll(() => canvasInk(page, cards.first().locator('canvas'), full), { timeout: 30_000 })
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
    // the keyword box is in its error state, described by the message (workflow-builder.md §8)
    await expect(page.getByLabel('Keyword')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Keyword')).toHaveAccessibleDescription('No results.');
    await page.getByRole('switch', { name: 'Case sensitive' }).uncheck();
    await page.getByLabel('Keyword').fill('');
    await expect(cards).toHaveCount(2);
    await expect(page.getByLabel('Keyword')).not.toHaveAttribute('aria-invalid', 'true');

    // step 6: the page drawn first has nothing where the X goes; once placed, the server's render shows it there
    await openActions(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await previewSettled(page);
    // the X is centred where the author clicks
    const xBox = { startX: 50 - 0.85, startY: 30 - 0.8, width: 1.7, height: 1.6 };
    await expect.poll(() => canvasInk(page, 'Rendered page 1', full), { timeout: 30_000 }).toBeGreaterThan(100);
    expect(await canvasInk(page, 'Rendered page 1', xBox)).toBe(0);
    // the render is held until the loading overlay has been seen over the page
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/manage-workflows/${formId}/render`, async (route) => {
      await held;
      await route.continue();
    });
    await chooseAction(page, 'add-x', 'Children box', 'mouse');
    await pointAt(page, { x: 50, y: 30 });
    await expect(page.getByRole('status').filter({ hasText: 'Updating the preview' })).toBeVisible();
    release();
    await previewSettled(page);
    await expect.poll(() => canvasInk(page, 'Rendered page 1', xBox), { timeout: 30_000 }).toBeGreaterThan(10);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

/** The page of the rendered PDF as 144 dpi grey pixels (two pixels a point), to find ink by points. */
async function pagePixels(pdfPath: string, folder: string) {
  await run('pdftoppm', ['-r', '144', '-f', '1', '-l', '1', '-gray', pdfPath, path.join(folder, 'page')]);
  const pgm = await readFile(path.join(folder, 'page-1.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
  const [width, offset] = [Number(header[1]), header[0].length];
  /** The bounds, in points from the page's top left, of the ink within `pad` points around a box given in points. */
  return (box: { left: number; top: number; right: number; bottom: number }, pad = 8) => {
    let found: { left: number; top: number; right: number; bottom: number } | null = null;
    for (let y = Math.floor((box.top - pad) * 2); y < Math.ceil((box.bottom + pad) * 2); y += 1)
      for (let x = Math.floor((box.left - pad) * 2); x < Math.ceil((box.right + pad) * 2); x += 1)
        if (pgm[offset + y * width + x]! < 200) {
          const [l, t, r, b] = [x / 2, y / 2, (x + 1) / 2, (y + 1) / 2];
          found = found
            ? {
                left: Math.min(found.left, l),
                top: Math.min(found.top, t),
                right: Math.max(found.right, r),
                bottom: Math.max(found.bottom, b),
              }
            : { left: l, top: t, right: r, bottom: b };
        }
    return found;
  };
}

const MARK_POINTS = 10.5;

/** An action's box in points from the page's top left, as placed in page units. */
function placedBox(action: Action) {
  const l = action.location;
  const left = ((l.startX ?? l.x!) / SCALE.width) * POINTS.width;
  const top = ((l.startY ?? l.y!) / SCALE.height) * POINTS.height;
  const width = l.width === undefined ? MARK_POINTS : (l.width / SCALE.width) * POINTS.width;
  const height = l.height === undefined ? MARK_POINTS : (l.height / SCALE.height) * POINTS.height;
  return { left, top, right: left + width, bottom: top + height };
}

test('an author places every kind of action by mouse and by keyboard, and the saved document prints each where it was placed, within one point', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(180_000);
  const formId = await authorWithWorkflow(context, 'placement');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-placement-'));
  try {
    const picture = path.join(folder, 'seal.png');
    await writeFile(picture, Buffer.from(SAMPLE_IMAGE.split(',')[1]!, 'base64'));
    // pdf.js finds the standard fonts the court form names (Times) where the app serves them
    const fontWarnings: string[] = [];
    page.on('console', (message) => {
      if (/standardFontDataUrl|Unable to load font data/.test(message.text())) fontWarnings.push(message.text());
    });
    await page.goto(`/manage-workflows/${formId}/edit`);
    await uploadCourtForm(page, folder);
    await openActions(page);

    // the preview starts at scale 0.5 (half of a letter page's 612 points) and zooms; placed at full size
    const surfaceWidth = async () => (await page.getByTestId('placement-surface').boundingBox())!.width;
    expect(await surfaceWidth()).toBeCloseTo(306, 0);
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByRole('group', { name: 'Zoom' })).toContainText('100%');
    expect(await surfaceWidth()).toBeCloseTo(612, 0);

    // by mouse: a dragged box for text, images, a signature and its date; a click for the X, centred where clicked
    const dragged: { type: ActionType; title: string; from: Units; to: Units }[] = [
      { type: 'text-static', title: 'Caption', from: { x: 10, y: 15 }, to: { x: 45, y: 20 } },
      { type: 'custom-image', title: 'Court seal', from: { x: 55, y: 15 }, to: { x: 90, y: 27 } },
      { type: 'custom-image', title: 'House photo', from: { x: 10, y: 28 }, to: { x: 45, y: 40 } },
      { type: 'pet-signature-img', title: 'Petitioner signs', from: { x: 55, y: 30 }, to: { x: 90, y: 40 } },
      { type: 'pet-signature-date', title: 'Petitioner date', from: { x: 10, y: 45 }, to: { x: 40, y: 50 } },
      { type: 'add-x', title: 'Children box', from: { x: 50, y: 46 }, to: { x: 50, y: 46 } },
    ];
    for (const { type, title, from, to } of dragged) {
      const current = await chooseAction(page, type, title, 'mouse');
      await pointAt(page, from, to);
      await expect(current.getByLabel('Title')).toHaveValue('');
      await current.getByLabel('Title').fill(title);
      if (title === 'Caption') await current.getByLabel('Static text').fill('Jordan Example');
      if (title === 'Court seal') {
        await current.getByLabel('Upload an image (PNG, JPEG)').setInputFiles(picture);
        await expect(current.getByText(/Image: seal/)).toBeVisible();
      }
      if (title === 'House photo') {
        await current.getByLabel('Image from').selectOption('image-from-survey');
        await current.getByLabel('Question').selectOption(PHOTO_QUESTION.uid);
      }
    }
    // by keyboard: added at the default place, then moved and sized with the arrow keys (Alt resizes)
    let current = await chooseAction(page, 'text-from-question', 'Name line', {
      startX: 60,
      startY: 45,
      width: 35,
      height: 5,
    });
    await current.getByLabel('Question').selectOption(NAME_QUESTION.uid);
    await current.getByLabel(/^Font(?! size)/).selectOption('Arial');
    await chooseAction(page, 'add-check-mark', 'Agreement box', { x: 53, y: 57 });
    await chooseAction(page, 'resp-signature-img', 'Respondent signs', {
      startX: 10,
      startY: 56,
      width: 40,
      height: 10,
    });
    // by its number fields alone, neither dragged nor moved by keys
    current = await chooseAction(page, 'resp-signature-date', 'Respondent date', { fields: { startX: 60, startY: 56, width: 30, height: 5 } });
    // §9's date formats, MM/DD/YYYY by default
    await expect(current.getByLabel('Date format')).toHaveValue('MM/DD/YYYY');
    await current.getByLabel('Date format').selectOption('Month Day Year');
    await expect(page.getByRole('region', { name: 'Legend' }).getByRole('listitem')).toHaveCount(10);

    // the live preview draws every action: ink in each box of the page the server rendered (polled: the last
    // change renders after a pause, and a newer render clears the canvas before pdf.js draws it again)
    const mark = { width: 1.7, height: 1.6 };
    const placed: Box[] = [
      ...dragged.map(({ from, to }) =>
        from.x === to.x
          ? { startX: from.x - mark.width / 2, startY: from.y - mark.height / 2, ...mark }
          : { startX: from.x, startY: from.y, width: to.x - from.x, height: to.y - from.y },
      ),
      { startX: 60, startY: 45, width: 35, height: 5 },
      { startX: 53, startY: 57, ...mark },
      { startX: 10, startY: 56, width: 40, height: 10 },
      { startX: 60, startY: 56, width: 30, height: 5 },
    ];
    for (const box of placed)
      await expect
        .poll(() => canvasInk(page, 'Rendered page 1', box), {
          message: `ink at ${JSON.stringify(box)}`,
          timeout: 30_000,
        })
        .toBeGreaterThan(5);
    await previewSettled(page);
    await page.getByRole('button', { name: /^Respondent date:/ }).blur();
    await screen(page, '5-placement-editor');
    expect(fontWarnings).toEqual([]);

    await page.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(page.getByText(/Saved as version/)).toBeVisible();
    const definition = await withAppDatabase(async (db) => {
      const row = await db.selectFrom('forms').select('definition').where('id', '=', formId).executeTakeFirstOrThrow();
      return row.definition as WorkflowDefinition;
    });
    const document = definition.documents![0]!;
    const actions = document.rules![0]!.actions!;
    expect(actions).toHaveLength(10);
    const byTitle = (title: string) => actions.find((a) => a.title === title)!;
    // each drag stored the box it drew, and the click a mark centred on it (a pixel of the 612-pixel page is 0.16
    // units); a mark's side is 10.5 of 612 points wide, 10.5 of 792 high
    const half = { x: (10.5 / 612) * 50, y: (10.5 / 792) * 60 };
    for (const { title, from, to } of dragged) {
      const l = byTitle(title).location;
      expect(l.startX ?? l.x! + half.x, title).toBeCloseTo(from.x, 0);
      expect(l.startY ?? l.y! + half.y, title).toBeCloseTo(from.y, 0);
      if (l.width !== undefined) expect(l.startX! + l.width, title).toBeCloseTo(to.x, 0);
    }
    const rendered = await withAppDatabase((db) =>
      renderDocumentPreview({ definition, documentUid: document.uid }, formAssetLoader(db, formId)),
    );
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    const pdfPath = path.join(folder, 'rendered.pdf');
    await writeFile(pdfPath, rendered.bytes);
    const inkAround = await pagePixels(pdfPath, folder);
    await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdfPath, path.join(folder, 'words.html')]);
    const words = await readFile(path.join(folder, 'words.html'), 'utf8');
    const firstWordLeft = (word: string) => {
      const found = new RegExp(
        `<word xMin="([\\d.]+)" yMin="[\\d.]+" xMax="[\\d.]+" yMax="[\\d.]+">${word}</word>`,
      ).exec(words);
      expect(found, `pdftotext finds ${word}`).not.toBeNull();
      return Number(found![1]);
    };

    for (const action of actions) {
      const box = placedBox(action);
      const ink = inkAround(box);
      expect(ink, `${action.title} prints`).not.toBeNull();
      // nothing of it beyond its box by more than a point
      expect(ink!.left, `${action.title} left`).toBeGreaterThanOrEqual(box.left - 1);
      expect(ink!.top, `${action.title} top`).toBeGreaterThanOrEqual(box.top - 1);
      expect(ink!.right, `${action.title} right`).toBeLessThanOrEqual(box.right + 1);
      expect(ink!.bottom, `${action.title} bottom`).toBeLessThanOrEqual(box.bottom + 1);
      const near = (a: number, b: number) => Math.abs(a - b) <= 1;
      switch (action.type) {
        case 'add-x':
          // both strokes reach the four sides of the mark's square
          expect(
            near(ink!.left, box.left) &&
              near(ink!.top, box.top) &&
              near(ink!.right, box.right) &&
              near(ink!.bottom, box.bottom),
            `${action.title} spans its square`,
          ).toBe(true);
          break;
        case 'add-check-mark':
          expect(near(ink!.left, box.left) && near(ink!.right, box.right), `${action.title} spans its square`).toBe(
            true,
          );
          break;
        case 'custom-image':
        case 'pet-signature-img':
        case 'resp-signature-img':
          // a picture (or a typed signature) fills its box one way and is centred the other
          if (action.type === 'custom-image')
            expect(
              (near(ink!.left, box.left) && near(ink!.right, box.right)) ||
                (near(ink!.top, box.top) && near(ink!.bottom, box.bottom)),
              `${action.title} fills its box`,
            ).toBe(true);
          break;
        default: {
          // text: its first word starts at the box's left edge (pdftotext) and its capitals' tops at its top edge
          const first =
            { 'text-static': 'Jordan', 'text-from-question': 'PETITIONER_NAME', 'resp-signature-date': 'January' }[
              action.type as string
            ] ?? '01/15/2025';
          expect(words.match(new RegExp(`>${first}<`, 'g'))?.length).toBeGreaterThanOrEqual(1);
          if (first !== '01/15/2025')
            expect(Math.abs(firstWordLeft(first) - box.left), `${action.title} x`).toBeLessThanOrEqual(1);
          expect(near(ink!.left, box.left), `${action.title} ink left`).toBe(true);
          expect(near(ink!.top, box.top), `${action.title} ink top`).toBe(true);
        }
      }
    }
    // both dates are printed, each in its format, starting at its box's left edge
    const wordLeft = (word: string) => [
      ...words.matchAll(new RegExp(`<word xMin="([\\d.]+)" yMin="[\\d.]+" xMax="[\\d.]+" yMax="[\\d.]+">${word}</word>`, 'g')),
    ].map((d) => Number(d[1]));
    expect(wordLeft('01/15/2025')).toHaveLength(1);
    expect(Math.abs(wordLeft('01/15/2025')[0]! - placedBox(byTitle('Petitioner date')).left)).toBeLessThanOrEqual(1);
    expect(Math.abs(wordLeft('January')[0]! - placedBox(byTitle('Respondent date')).left)).toBeLessThanOrEqual(1);
    expect(byTitle('Respondent date').dateFormat).toBe('Month Day Year');
    expect(byTitle('Name line').fontFamily).toBe('Arial');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("step 7 shows the processed file, the same render as step 6's preview, with the answers typed into the questionnaire preview", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const text: Action = {
    uid: 'actName00001',
    title: 'Name line',
    type: 'text-from-question',
    question: NAME_QUESTION.uid,
    location: { page: 1, startX: 10, startY: 10, width: 60, height: 5 },
    fontSize: 12,
  };
  const formId = await authorWithWorkflow(context, 'processed', [
    {
      uid: 'docPetition1',
      type: 'pdf',
      name: 'Petition',
      order: 1,
      pages: [{ name: 'PETITION_1', source: { kind: 'blank' } }],
      rules: [{ uid: 'ruleAlways01', name: 'Rule 1', type: 'Action Logic', order: 1, actions: [text] }],
    } as NonNullable<WorkflowDefinition['documents']>[number],
  ]);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-processed-'));
  try {
    const renderedText = async (response: Response) => {
      const pdfPath = path.join(folder, `processed-${Date.now()}.pdf`);
      await writeFile(pdfPath, await response.body());
      return (await run('pdftotext', [pdfPath, '-'])).stdout;
    };
    await page.goto(`/manage-workflows/${formId}/edit`);
    const first = page.waitForResponse((r) => r.url().endsWith(`/manage-workflows/${formId}/render`));
    await page.getByRole('button', { name: '7. Preview' }).click();
    const processed = page.getByRole('region', { name: 'Processed file' });
    expect(await renderedText(await first)).toContain('PETITIONER_NAME');
    await expect(processed.getByText('Page 1 of 1')).toBeVisible();
    await expect
      .poll(() => canvasInk(page, 'Processed page 1', { startX: 10, startY: 10, width: 60, height: 5 }))
      .toBeGreaterThan(20);

    // an answer typed into the questionnaire preview is printed once Update is pressed
    const nameBox = { startX: 10, startY: 10, width: 60, height: 5 };
    const sampleInk = await canvasInk(page, 'Processed page 1', nameBox);
    await page.getByRole('region', { name: 'Workflow preview' }).getByLabel('Your full name').fill('Jordan Example');
    const updated = page.waitForResponse((r) => r.url().endsWith(`/manage-workflows/${formId}/render`));
    await processed.getByRole('button', { name: 'Update' }).click();
    expect(await renderedText(await updated)).toContain('Jordan Example');
    await expect(processed.getByRole('status')).toHaveCount(0);
    // the page is drawn again with the typed name, whose ink differs from the sample's
    await expect.poll(() => canvasInk(page, 'Processed page 1', nameBox)).not.toBe(sampleInk);
    await expect.poll(() => canvasInk(page, 'Processed page 1', nameBox)).toBeGreaterThan(20);
    await screen(page, '7-processed-file');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
