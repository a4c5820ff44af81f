// accord draft <FORM.pdf> --out <workflow.json>: a draft workflow from a fillable PDF's fields, written beside a copy
// of the form (the template the workflow's pages name): one question per field or radio group and one fill action
// per field. A form whose fields cannot be used (encrypted, XFA-only, too many fields) is one line and exit code 1.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { draftWorkflow } from '../../pdf/draft.ts';
import { readFormFields } from '../../pdf/form-fields.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../command.ts';
import { FileError } from '../files.ts';

export const draftCommand: Command = {
  name: 'draft',
  usage: 'accord draft <FORM.pdf> --out <workflow.json> [--name <workflow name>] [--state <state>]',
  summary: "Draft a workflow from a fillable PDF's fields: one question per field and one fill action per field.",
  options: [
    { name: 'out', type: 'string', short: 'o', description: 'Where to write the workflow (the form is copied beside it).' },
    { name: 'name', type: 'string', description: "The workflow's and the document's name (default: the form's file name)." },
    { name: 'state', type: 'string', description: 'The state the workflow is for (default: Arizona).' },
  ],
  async run(positionals, options, io) {
    const [form] = positionals;
    if (!form || positionals.length > 1) throw new UsageError('Give exactly one fillable PDF.');
    if (typeof options.out !== 'string') throw new UsageError('Give --out, the workflow file to write.');
    const formFile = path.resolve(io.cwd, form);
    const out = path.resolve(io.cwd, options.out);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(formFile));
    } catch (error) {
      throw new FileError(`Cannot read ${form}: ${(error as NodeJS.ErrnoException).code ?? String(error)}. Check the path.`);
    }
    const reading = await readFormFields(bytes);
    if (!reading.ok) {
      io.err(`${form}: ${reading.message}`);
      return 1;
    }
    if (reading.fields.length === 0) {
      io.err(`${form}: this PDF has no form fields to draft questions from.`);
      return 1;
    }
    const file = path.basename(formFile);
    const documentName = typeof options.name === 'string' ? options.name : path.basename(formFile, path.extname(formFile));
    const workflow = draftWorkflow(reading.fields, {
      file,
      pageCount: reading.pageSizes.length,
      documentName,
      ...(typeof options.state === 'string' ? { state: options.state } : {}),
    });
    const copy = path.join(path.dirname(out), file);
    if (copy !== formFile) await copyFile(formFile, copy);
    await writeFile(out, `${JSON.stringify(workflow, null, 2)}\n`);
    const questions = workflow.elements.filter((e) => e.type !== 'page-break').length;
    const fills = workflow.documents?.[0]?.rules?.[0]?.actions?.length ?? 0;
    io.out(`${path.relative(io.cwd, out) || out}: ${questions} question(s), ${fills} fill action(s) for ${reading.fields.length} field(s) of ${file}`);
    for (const warning of reading.warnings) io.err(`warning: ${warning}`);
    return 0;
  },
};
