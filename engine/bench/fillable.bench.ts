// Fillable-form benchmark (npm run bench:fillable, issue 34): a 200-field, 10-page court form (text, multiline,
// comb, money, date, check box, radio, drop-down and list fields). Reading its fields and drafting the questions
// (target under 1 s), then rendering it with every field filled and flattened beside placed actions on the same
// pages (target under 300 ms and 300 MB), against a baseline measured in the same run: the same pages with the
// placed actions only. The machine is shared: the load average and each render's CPU time are printed with the
// figures, which are reported, not asserted.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Action, Document } from '../src/definition/documents.ts';
import type { FormElement } from '../src/definition/elements.ts';
import { draftFromFields } from '../src/pdf/draft.ts';
import { readFormFields } from '../src/pdf/form-fields.ts';
import { fileAssetLoader, nodeFontLoader } from '../src/pdf/node.ts';
import { decisionsFromPlan, renderDocuments } from '../src/pdf/render.ts';

const PAGES = 10;
const PER_PAGE = 20;

async function courtForm(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const form = pdf.getForm();
  for (let p = 1; p <= PAGES; p++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`SUPERIOR COURT FORM DR-${p}`, { x: 50, y: 760, size: 12, font });
    for (let i = 0; i < PER_PAGE; i++) {
      const y = 720 - i * 34;
      const name = `P${p}.Q${i}`;
      page.drawText(`Item ${i + 1}`, { x: 50, y: y + 6, size: 9, font });
      const box = { x: 160, y, width: 300, height: 20 };
      switch (i % 8) {
        case 0:
        case 1: {
          const f = form.createTextField(`${name}.Name`);
          f.addToPage(page, box);
          break;
        }
        case 2: {
          const f = form.createTextField(`${name}.Amount`);
          f.addToPage(page, { ...box, width: 120 });
          f.setFontSize(10);
          break;
        }
        case 3: {
          const f = form.createTextField(`${name}.Date`);
          f.addToPage(page, { ...box, width: 120 });
          break;
        }
        case 4: {
          const f = form.createTextField(`${name}.CaseNo`);
          f.setMaxLength(10);
          f.enableCombing();
          f.addToPage(page, { ...box, width: 200 });
          break;
        }
        case 5:
          form.createCheckBox(`${name}.Check`).addToPage(page, { x: 160, y, width: 14, height: 14 });
          break;
        case 6: {
          const r = form.createRadioGroup(`${name}.Choice`);
          r.addOptionToPage('Yes', page, { x: 160, y, width: 14, height: 14 });
          r.addOptionToPage('No', page, { x: 200, y, width: 14, height: 14 });
          break;
        }
        default: {
          const d = form.createDropdown(`${name}.County`);
          d.setOptions(['Maricopa', 'Pima', 'Yavapai']);
          d.addToPage(page, { ...box, width: 150 });
        }
      }
    }
  }
  return pdf.save();
}

function answerFor(element: FormElement): unknown {
  switch (element.type) {
    case 'number-input':
      return 4600.5;
    case 'date-picker':
      return '2012-06-01';
    case 'single-select':
      return element.options[1] ?? element.options[0];
    case 'multi-select':
      return element.options.slice(0, 1);
    default:
      return /case/i.test(element.title) ? 'DR12345678' : 'Petitioner Ann Lee';
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(', ');

async function main() {
  const bytes = await courtForm();
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-fillable-bench-'));
  writeFileSync(path.join(dir, 'form.pdf'), bytes);
  console.log(`load average (1, 5, 15 min): ${loadAverage()} on ${cpus().length} cores`);

  const draftTimes: number[] = [];
  let document: Document | undefined;
  let elements: FormElement[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const reading = await readFormFields(bytes);
    if (!reading.ok) throw new Error(reading.message);
    const draft = draftFromFields(reading.fields, { file: 'form.pdf', pageCount: reading.pageSizes.length, documentName: 'Court form' });
    draftTimes.push(performance.now() - start);
    document = draft.document;
    elements = draft.elements;
  }
  const fills = document!.rules![0]!.actions!.length;
  console.log(`read + draft: ${fills} fields on ${PAGES} pages, median ${median(draftTimes).toFixed(0)} ms (target < 1000 ms); runs ${draftTimes.map((t) => t.toFixed(0)).join(', ')}`);

  // placed actions beside the fills on every page: a text, a mark and a date in the margin
  const placed: Action[] = [];
  for (let p = 1; p <= PAGES; p++) {
    placed.push({ uid: `text${p}`, type: 'text-static', location: { page: p, startX: 70, startY: 2, width: 28, height: 4 }, staticText: `Case DR-${p}`, fontSize: 10 });
    placed.push({ uid: `mark${p}`, type: 'add-x', location: { page: p, x: 95, y: 115 }, size: 'md' });
    placed.push({ uid: `date${p}`, type: 'pet-signature-date', location: { page: p, startX: 5, startY: 114, width: 20, height: 4 } });
  }
  const withPlaced: Document = { ...document!, rules: [{ ...document!.rules![0]!, actions: [...document!.rules![0]!.actions!, ...placed] }] };
  const answers = Object.fromEntries(elements.filter((e) => e.type !== 'page-break').map((e) => [e.uid, answerFor(e)]));
  const input = {
    documents: [withPlaced],
    answers,
    fields: elements.map((e) => ({ uid: e.uid, type: e.type, ...('prefix' in e && e.prefix ? { prefix: e.prefix } : {}), ...('format' in e && e.format ? { format: e.format } : {}) })),
    decisions: decisionsFromPlan({}),
    loadAsset: fileAssetLoader(dir),
    loadFont: nodeFontLoader(),
    signatures: { petitioner: { signedAt: '2026-11-27' } },
  };
  // the baseline, measured in the same run, interleaved with the filled renders so a change of load hits both: the
  // same template pages with only the placed actions (a template without fills is copied as it is)
  const placedOnly: Document = { ...document!, rules: [{ ...document!.rules![0]!, actions: placed }] };
  const kinds = { filled: { ...input, documents: [withPlaced] }, placed: { ...input, documents: [placedOnly] } };
  const times = { filled: [] as number[], placed: [] as number[] };
  const cpu = { filled: [] as number[], placed: [] as number[] };
  let peak = 0;
  const baseline = process.memoryUsage.rss();
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  let warnings = 0;
  let filledBytes = 0;
  const loadBefore = loadAverage();
  for (let run = 0; run < 9; run++)
    for (const kind of ['filled', 'placed'] as const) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      const result = await renderDocuments(kinds[kind]);
      times[kind].push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu[kind].push((used.user + used.system) / 1000);
      if (kind === 'filled') {
        warnings = result.warnings.length;
        filledBytes = result.bytes.length;
      }
      if (run === 0 && kind === 'filled' && process.env.BENCH_VERBOSE) console.log(result.warnings.slice(0, 3));
    }
  clearInterval(watch);
  peak = Math.max(peak, process.memoryUsage.rss());
  // the first two runs warm the code up: the medians are of the rest
  const warm = (xs: number[]) => xs.slice(2);
  const figures = (kind: 'filled' | 'placed') =>
    `median ${median(warm(times[kind])).toFixed(0)} ms (CPU ${median(warm(cpu[kind])).toFixed(0)} ms); runs ${times[kind].map((t) => t.toFixed(0)).join(', ')}`;
  console.log(`render filled + flattened with ${placed.length} placed actions: ${figures('filled')} (target < 300 ms), ${Math.round(filledBytes / 1024)} KB, ${warnings} warning(s)`);
  console.log(`baseline, the same pages with the placed actions only: ${figures('placed')}`);
  console.log(
    `filling and flattening ${fills} fields adds ${(median(warm(times.filled)) - median(warm(times.placed))).toFixed(0)} ms (CPU ${(median(warm(cpu.filled)) - median(warm(cpu.placed))).toFixed(0)} ms) to the baseline; peak RSS ${mb(peak)} MB (target < 300 MB; ${mb(baseline)} MB before rendering)`,
  );
  console.log(`load average (1, 5, 15 min): ${loadBefore} before rendering, ${loadAverage()} after, on ${cpus().length} cores`);
}

await main();
