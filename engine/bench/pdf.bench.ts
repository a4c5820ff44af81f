// PDF render benchmark (npm run bench:pdf): a 20-page document with 300 actions and 5 pages of rich text
// (targets: under 300 ms median, under 300 MB peak memory), and a 200-page rich-text flow whose time per
// page must stay flat (linear). Ends with the one summary line CI and the README quote.
import type { Action, Document, RichTextNode } from '../src/definition/documents.ts';
import { renderDocuments, decisionsFromPlan, type RenderInput } from '../src/pdf/render.ts';
import { sampleInput, QUESTIONS } from '../src/pdf/test-fixtures.ts';

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

function flowDocument(paragraphs: number): Document {
  return {
    uid: 'docflow00000',
    type: 'pdf',
    name: 'Flow',
    order: 1,
    pages: [{ name: 'FLOW_1', source: { kind: 'blank' } }],
    rules: [{ uid: 'ruleflow0000', name: 'All', type: 'Action Logic', order: 1, conditional: 'always', actions: [textEditor(1, paragraphs)] }],
  };
}

function input(document: Document): RenderInput {
  return sampleInput({ documents: [document], decisions: decisionsFromPlan({}) });
}

async function time(document: Document, runs: number): Promise<{ median: number; pages: number }> {
  const times: number[] = [];
  let pages = 0;
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const result = await renderDocuments(input(document));
    const elapsed = performance.now() - t0;
    pages = result.pageCount;
    if (result.warnings.length) throw new Error(`unexpected warnings: ${result.warnings.map((w) => w.message).join('; ')}`);
    if (i >= 2) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, pages };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const twenty = twentyPageDocument();
const small = await time(twenty, 9);
const peak = mb(process.resourceUsage().maxRSS * 1024);
const actionCount = twenty.rules?.[0]?.actions?.length ?? 0;
console.log(`20-page document: ${small.pages} pages, ${actionCount} actions, median ${small.median.toFixed(0)} ms, peak memory ${peak} MB (targets < 300 ms, < 300 MB)`);
if (small.pages !== 20) throw new Error(`expected 20 pages, rendered ${small.pages}`);

/** The paragraph count whose flow fills exactly `pages` pages (found before timing). */
async function paragraphsFor(pages: number): Promise<number> {
  let paragraphs = pages * 7;
  for (let attempt = 0; attempt < 12; attempt++) {
    const got = (await renderDocuments(input(flowDocument(paragraphs)))).pageCount;
    if (got === pages) return paragraphs;
    paragraphs = Math.max(1, paragraphs + Math.round(((pages - got) * paragraphs) / got) || (got < pages ? 1 : -1));
  }
  throw new Error(`could not size a ${pages}-page flow`);
}

const perPage50 = await time(flowDocument(await paragraphsFor(50)), 3);
const perPage200 = await time(flowDocument(await paragraphsFor(200)), 3);
const ms50 = perPage50.median / perPage50.pages;
const ms200 = perPage200.median / perPage200.pages;
console.log(`rich-text flow: ${perPage50.pages} pages in ${perPage50.median.toFixed(0)} ms (${ms50.toFixed(2)} ms/page), ${perPage200.pages} pages in ${perPage200.median.toFixed(0)} ms (${ms200.toFixed(2)} ms/page), peak memory ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
console.log(`linear: ms/page at ${perPage200.pages} pages is ${(ms200 / ms50).toFixed(2)}x the ms/page at ${perPage50.pages} pages`);
const verdict = small.median < 300 && peak < 300 && ms200 / ms50 < 1.5 ? 'targets met' : 'TARGETS MISSED';
console.log(`verdict: ${verdict}`);
console.log(`pdf render: ${small.median.toFixed(0)} ms median (20 pages, ${actionCount} actions), ${ms200.toFixed(1)} ms/page (${perPage200.pages} pages)`);
