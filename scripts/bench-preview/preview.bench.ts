// Live preview benchmark (npm run bench:preview): the builder's preview path (sample answers, the engine's plan,
// renderDocuments of the current document) on a 20-page court document holding the Utah sample's actions on every
// page, each run after one action was moved, as an author dragging a box causes. Target: under 300 ms median.
// Templates are read once, as the preview's asset cache does in the app.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileAssetLoader } from '@accord/engine/node';
import type { Action, Document, WorkflowDefinition } from '@accord/engine';
import { renderDocumentPreview } from '../../app/services/builder/documents-preview.server';

const PAGES = 20;
const WARM_UP = 5;
const RUNS = 20;
const root = path.resolve(import.meta.dirname, '../..');

async function twentyPageWorkflow(): Promise<{ definition: WorkflowDefinition; document: Document; moved: Action }> {
  const definition = JSON.parse(
    await readFile(path.join(root, 'templates/workflows/utah-divorce-with-children.json'), 'utf8'),
  ) as WorkflowDefinition;
  const petition = definition.documents!.find((d) => d.pages.some((p) => p.source.kind === 'pdf'))!;
  const templatePages = petition.pages.length;
  const document: Document = {
    ...petition,
    uid: 'benchdoc0001',
    name: 'Twenty pages',
    pages: Array.from({ length: PAGES }, (_, i) => ({ ...petition.pages[i % templatePages]!, name: `BENCH_${i + 1}` })),
    // the sample's actions repeated on every copy of their page
    rules: (petition.rules ?? []).map((rule) => ({
      ...rule,
      actions: (rule.actions ?? []).flatMap((action) =>
        Array.from({ length: Math.ceil(PAGES / templatePages) }, (_, copy) => ({
          ...action,
          uid: `${action.uid}c${copy}`,
          location: { ...action.location, page: action.location.page + copy * templatePages },
        })).filter((a) => a.location.page <= PAGES),
      ),
    })),
  };
  const moved = document.rules!.flatMap((r) => r.actions ?? []).find((a) => a.location.startX !== undefined)!;
  return { definition: { ...definition, documents: [document] }, document, moved };
}

async function main() {
  const { definition, document, moved } = await twentyPageWorkflow();
  const files = fileAssetLoader(path.join(root, 'templates/workflows'));
  const cache = new Map<string, Uint8Array>();
  const loadAsset = async (ref: string) => cache.get(ref) ?? (cache.set(ref, await files(ref)), cache.get(ref)!);
  const actions = document.rules!.reduce((n, r) => n + (r.actions?.length ?? 0), 0);
  const times: number[] = [];
  // the process's own CPU time per run as well: on a loaded machine the wall-clock figure mostly measures waiting
  const cpuTimes: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    // one action moved by half a unit, as a drag or an arrow key does, then the whole document drawn again
    const startX = (moved.location.startX ?? 40) + (run % 2 ? 0.5 : -0.5);
    const changed: WorkflowDefinition = JSON.parse(
      JSON.stringify(definition).replace(`"uid":"${moved.uid}"`, `"uid":"${moved.uid}"`),
    ) as WorkflowDefinition;
    const target = changed.documents![0]!.rules!.flatMap((r) => r.actions ?? []).find((a) => a.uid === moved.uid)!;
    target.location = { ...target.location, startX };
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const preview = await renderDocumentPreview({ definition: changed, documentUid: document.uid }, loadAsset);
    const took = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    if (!preview.ok) throw new Error(`the preview failed: ${preview.message}`);
    if (preview.pageCount !== PAGES) throw new Error(`the preview has ${preview.pageCount} pages, not ${PAGES}`);
    if (run >= WARM_UP) {
      times.push(took);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${actions} actions over ${PAGES} pages; fastest ${times[0]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs`,
  );
  cpuTimes.sort((a, b) => a - b);
  console.log(`cpu: ${cpuTimes[Math.floor(cpuTimes.length / 2)]!.toFixed(0)} ms median of the process's own time per run`);
  console.log(`preview: ${median.toFixed(0)} ms median (20 pages, one action moved)`);
  if (median >= 300) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
