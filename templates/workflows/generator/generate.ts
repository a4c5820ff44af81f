// Writes the sample workflows to templates/workflows/*.json, their documents included (utah-documents.ts).
// Run: npx tsx templates/workflows/generator/generate.ts
import { writeFileSync } from 'node:fs';
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
  const definition: WorkflowDefinition = generated;
  const { problems } = validateWorkflow(definition);
  for (const p of problems) console.error(`${file} ${p.pointer}: ${p.message}`);
  failed ||= problems.length > 0;
  writeFileSync(target, JSON.stringify(definition, null, 2) + '\n');
  console.log(`${file}: ${definition.elements.length} elements, ${definition.documents?.length ?? 0} documents`);
}
process.exitCode = failed ? 1 : 0;
