// accord render <workflow.json> --answers <answers.json> --out <file.pdf>: the workflow's documents that
// apply to the answers, filled and merged into one PDF. Templates and images are read relative to the
// workflow file. Any render error is one line naming the document, page and action, and exit code 1.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import { validateWorkflow } from '../../definition/validate-workflow.ts';
import { planWorkflowRender } from '../../pdf/decide.ts';
import { RenderError, formatWarning } from '../../pdf/errors.ts';
import { nodeFontLoader } from '../../pdf/node.ts';
import { renderDocuments, type SignatureEvidence } from '../../pdf/render.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../command.ts';
import { readJson, readWorkflow } from '../files.ts';

interface SignaturesFile {
  petitioner?: { name?: string; image?: string; signedAt?: string };
  respondent?: { name?: string; image?: string; signedAt?: string };
}

export const renderCommand: Command = {
  name: 'render',
  usage: 'accord render <workflow.json> --answers <answers.json> --out <file.pdf> [--signatures <signatures.json>] [--strict]',
  summary: 'Render the documents that apply to the answers into one PDF (templates read relative to the workflow file).',
  options: [
    { name: 'answers', type: 'string', short: 'a', description: 'JSON file of answers keyed by element title or uid (default: no answers).' },
    { name: 'out', type: 'string', short: 'o', description: 'Where to write the PDF (default: the final file name in the current folder).' },
    {
      name: 'signatures',
      type: 'string',
      description: 'JSON file {petitioner, respondent}: each {name, image (a PNG/JPEG path relative to this file), signedAt (YYYY-MM-DD)}.',
    },
    { name: 'today', type: 'string', description: 'The date for age checks and the file name, YYYY-MM-DD (default: today).' },
    { name: 'strict', type: 'boolean', description: 'Fail on the first warning (a wrong-shape answer, a missing glyph, text cut to fit).' },
  ],
  async run(positionals, options, io) {
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new UsageError('Give exactly one workflow file.');
    const workflowFile = path.resolve(io.cwd, file);
    const { definition, loadAsset } = await readWorkflow(workflowFile);
    const { valid, problems } = validateWorkflow(definition);
    if (!valid) {
      io.err(`${file} has ${problems.length} problem(s); run "accord validate ${file}" to list them.`);
      return 1;
    }
    const workflow = definition as WorkflowDefinition;
    const raw = typeof options.answers === 'string' ? await readJson(path.resolve(io.cwd, options.answers)) : {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError('The answers file must hold a JSON object.');
    const answers: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const element = workflow.elements.find((e) => e.title === key) ?? workflow.elements.find((e) => e.uid === key);
      if (!element) {
        io.err(`The answers name "${key}", which is no element title or uid of ${file}.`);
        return 1;
      }
      answers[element.uid] = value;
    }
    const signatures: { petitioner?: SignatureEvidence; respondent?: SignatureEvidence } = {};
    let names: SignaturesFile = {};
    if (typeof options.signatures === 'string') {
      const signaturesFile = path.resolve(io.cwd, options.signatures);
      names = (await readJson(signaturesFile)) as SignaturesFile;
      for (const role of ['petitioner', 'respondent'] as const) {
        const s = names[role];
        if (!s) continue;
        const evidence: SignatureEvidence = {};
        if (s.image) evidence.image = s.image.startsWith('data:') ? s.image : new Uint8Array(await readFile(path.resolve(path.dirname(signaturesFile), s.image)));
        if (s.signedAt) evidence.signedAt = s.signedAt;
        signatures[role] = evidence;
      }
    }
    const today = typeof options.today === 'string' ? options.today : undefined;
    const plan = planWorkflowRender(workflow, answers, today ? { today } : {});
    const now = today ? new Date(`${today}T12:00:00`) : new Date();
    try {
      const result = await renderDocuments({
        documents: workflow.documents ?? [],
        answers: plan.answers,
        fields: plan.fields,
        signatures,
        decisions: plan.decisions,
        loadAsset,
        loadFont: nodeFontLoader(),
        naming: { productName: 'Accord', petitionerName: names.petitioner?.name ?? '', respondentName: names.respondent?.name ?? '', date: now },
        now,
        strict: options.strict === true,
      });
      const out = path.resolve(io.cwd, typeof options.out === 'string' ? options.out : result.fileName);
      await writeFile(out, result.bytes);
      for (const warning of result.warnings) io.err(`warning: ${formatWarning(warning)}`);
      io.out(`${path.relative(io.cwd, out) || out}: ${result.pageCount} page(s), ${result.documents.map((d) => `${d.name} (pages ${d.firstPage}-${d.firstPage + d.pageCount - 1})`).join(', ')}`);
      return 0;
    } catch (error) {
      if (error instanceof RenderError) {
        io.err(`accord render: ${error.message.replace(/\s*\n\s*/g, ' ')}`);
        return 1;
      }
      throw error;
    }
  },
};
