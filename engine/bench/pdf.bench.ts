// PDF render benchmark (npm run bench:pdf): a 20-page document with 300 actions and 5 pages of rich text
// (targets: under 300 ms median, under 300 MB peak memory), and a 200-page rich-text flow (targets: under 300 MB
// peak, at most 12x the time of a 20-page flow in the same run). Each case runs in a process of its own, so that
// its peak memory is its own and not what an earlier case left behind. Ends with the one summary line CI and the
// README quote.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Action, Document, RichTextNode } from '../src/definition/documents.ts';
import { renderDocuments, decisionsFromPlan, type RenderInput } from '../src/pdf/render.ts';
import { flowDocument, sampleInput, QUESTIONS } from '../src/pdf/test-fixtures.ts';

const sentence = 'Each party shall keep the personal property now in his or her possession and shall pay the debts incurred in his or her own name since the separation. ';

function richText(paragraphs: number): RichTextNode {
  const content: RichTextNode[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const level = i % 7 === 0 ? 'ARTICLE' : 'SECTION';
    content.push({
      type: 'paragraph',
      content: [
        { type: 'text', text: `**${level}** ` },
        { type: 'text', text: 'Between **PETITIONER_NAME** and **RESPONDENT_NAME**: ', marks: [{ type: 'bold' }] },
        { type: 'text', text: sentence.repeat(2 + (i % 3)) },
      ],
    });
  }
  return { type: 'doc', content };
}

function textEditor(page: number, paragraphs: number): Action {
  return {
    uid: `acttext${page}`,
    title: `Terms on page ${page}`,
    type: 'text-editor',
    location: { page },
    fontSize: 12,
    savedData: { text: richText(paragraphs) },
    blocks: [
      { uid: 'b1', name: 'Petitioner Name', type: 'question-input', value: QUESTIONS.petitionerName },
      { uid: 'b2', name: 'Respondent Name', type: 'question-input', value: QUESTIONS.respondentName },
    ],
    autoNumberingLevels: [
      { uid: 'l1', name: 'Article', type: 'Uppercase Roman Numerals' },
      { uid: 'l2', name: 'Section', type: 'Numbers' },
    ],
  };
}

/** 16 template pages carrying 300 placed actions, plus a text editor that flows over 5 pages. */
function twentyPageDocument(): Document {
  const actions: Action[] = [];
  const kinds = ['text-from-question', 'text-static', 'add-x', 'add-check-mark', 'custom-image', 'pet-signature-date'] as const;
  for (let i = 0; i < 299; i++) {
    const type = kinds[i % kinds.length] ?? 'text-static';
    const page = 1 + (i % 15);
    const row = Math.floor(i / 15);
    const base = { uid: `act${i}`, title: `Action ${i}`, type, location: { page, x: 5 + (row % 4) * 22, y: 5 + row * 5.5, startX: 5 + (row % 4) * 22, startY: 5 + row * 5.5, width: 20, height: 4 } };
    if (type === 'text-from-question') actions.push({ ...base, question: i % 2 ? QUESTIONS.petitionerName : QUESTIONS.income, fontFamily: i % 3 ? 'Calibri' : 'Arial' });
    else if (type === 'text-static') actions.push({ ...base, staticText: `Static text number ${i}`, textDecoration: ['bold'] });
    else if (type === 'custom-image') actions.push({ ...base, variant: 'image-from-upload', image: 'pdf/court-seal.png' });
    else actions.push(base);
  }
  actions.push(textEditor(16, 31));
  const pages: Document['pages'] = Array.from({ length: 16 }, (_, i) => ({
    name: `BENCH_${i + 1}`,
    source: i === 15 ? { kind: 'blank' as const } : { kind: 'pdf' as const, file: 'pdf/petition.pdf', page: 1 + (i % 2) },
  }));
  return { uid: 'docbench0000', type: 'pdf', name: 'Bench document', order: 1, pages, rules: [{ uid: 'rulebench000', name: 'All', type: 'Action Logic', order: 1, conditional: 'always', actions }] };
}

function input(document: Document): RenderInput {
  return sampleInput({ documents: [document], decisions: decisionsFromPlan({}) });
}

async function time(document: Document, runs: number): Promise<{ median: number; pages: number }> {
  const times: number[] = [];
  let pages = 0;
  // one input for every run, with its font loader that keeps the font files read, as the app's renders share one
  const prepared = input(document);
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const result = await renderDocuments(prepared);
    const elapsed = performance.now() - t0;
    pages = result.pageCount;
    if (result.warnings.length) throw new Error(`unexpected warnings: ${result.warnings.map((w) => w.message).join('; ')}`);
    if (i >= 2) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, pages };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const peakMb = () => mb(process.resourceUsage().maxRSS * 1024);

/** The paragraph count whose flow fills exactly `pages` pages (found before timing, in the parent process). */
async function paragraphsFor(pages: number): Promise<number> {
  let paragraphs = pages * 7;
  for (let attempt = 0; attempt < 12; attempt++) {
    const got = (await renderDocuments(input(flowDocument(textEditor(1, paragraphs))))).pageCount;
    if (got === pages) return paragraphs;
    paragraphs = Math.max(1, paragraphs + Math.round(((pages - got) * paragraphs) / got) || (got < pages ? 1 : -1));
  }
  throw new Error(`could not size a ${pages}-page flow`);
}

interface CaseResult {
  median: number;
  pages: number;
  /** the process's peak resident memory, MB */
  peak: number;
  /** its resident memory before the first render (the runtime and the modules), MB */
  base: number;
}

/** One case in this process: what the parent asked for with --case. */
async function runCase(name: string, paragraphs: number): Promise<CaseResult> {
  const base = mb(process.memoryUsage().rss);
  const document = name === 'document' ? twentyPageDocument() : flowDocument(textEditor(1, paragraphs));
  const result = await time(document, name === 'document' ? 9 : 3);
  return { ...result, base, peak: peakMb() };
}

/** Runs one case in a fresh process and reads its result. */
function inChild(name: string, paragraphs = 0): CaseResult {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--case', name, String(paragraphs)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (child.status !== 0) throw new Error(`the ${name} case failed (${child.status ?? child.signal})`);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as CaseResult;
}

const caseArg = process.argv.indexOf('--case');
if (caseArg >= 0) {
  console.log(JSON.stringify(await runCase(process.argv[caseArg + 1] ?? '', Number(process.argv[caseArg + 2] ?? 0))));
} else {
  const small = inChild('document');
  const actionCount = twentyPageDocument().rules?.[0]?.actions?.length ?? 0;
  console.log(`20-page document: ${small.pages} pages, ${actionCount} actions, median ${small.median.toFixed(0)} ms, peak memory ${small.peak} MB (of which ${small.base} MB before rendering) (targets < 300 ms, < 300 MB)`);
  if (small.pages !== 20) throw new Error(`expected 20 pages, rendered ${small.pages}`);

  const [paragraphs20, paragraphs200] = [await paragraphsFor(20), await paragraphsFor(200)];
  const flow20 = inChild('flow', paragraphs20);
  const flow200 = inChild('flow', paragraphs200);
  const ratio = flow200.median / flow20.median;
  console.log(`rich-text flow: ${flow20.pages} pages in ${flow20.median.toFixed(0)} ms (peak ${flow20.peak} MB), ${flow200.pages} pages in ${flow200.median.toFixed(0)} ms (peak ${flow200.peak} MB, of which ${flow200.base} MB before rendering) (targets < 300 MB peak, at most 12x the 20-page time)`);
  console.log(`${flow200.pages}-page flow takes ${ratio.toFixed(1)}x the ${flow20.pages}-page flow (linear: 10x); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  const verdict = small.median < 300 && small.peak < 300 && flow200.peak < 300 && ratio <= 12 ? 'targets met' : 'TARGETS MISSED';
  console.log(`verdict: ${verdict}`);
  console.log(`pdf render: ${small.median.toFixed(0)} ms median (20 pages, ${actionCount} actions), ${flow200.pages} pages of rich text ${flow200.median.toFixed(0)} ms at ${flow200.peak} MB peak (${ratio.toFixed(1)}x the ${flow20.pages}-page time)`);
}
