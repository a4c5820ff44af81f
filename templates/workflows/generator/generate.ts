// Writes the sample workflows to templates/workflows/*.json. Run: npx tsx templates/workflows/generator/generate.ts
// A file's existing `documents` (with their Action Logic and other rules) is kept as it is: the PDF
// side is authored there, by hand or in the builder, not here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@accord/engine';
import type { WorkflowDefinition } from '@accord/engine';
import { utahDivorceWithChildren, utahDivorceWithoutChildren } from './utah-divorce.ts';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const samples: Record<string, () => WorkflowDefinition> = {
  'utah-divorce-without-children.json': utahDivorceWithoutChildren,
  'utah-divorce-with-children.json': utahDivorceWithChildren,
};

let failed = false;
for (const [file, build] of Object.entries(samples)) {
  const target = path.join(folder, file);
  const generated = build();
  const existing = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as Partial<WorkflowDefinition>) : {};
  const definition: WorkflowDefinition = {
    ...generated,
    ...(existing.documents !== undefined ? { documents: existing.documents } : {}),
  };
  const { problems } = validateWorkflow(definition);
  for (const p of problems) console.error(`${file} ${p.pointer}: ${p.message}`);
  failed ||= problems.length > 0;
  writeFileSync(target, JSON.stringify(definition, null, 2) + '\n');
  console.log(`${file}: ${definition.elements.length} elements${existing.documents ? ', documents kept' : ''}`);
}
process.exitCode = failed ? 1 : 0;
