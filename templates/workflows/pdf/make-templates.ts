// Writes the sample workflows' PDF templates and images beside this script (the output is committed). They
// are drawn by the engine's test fixtures (engine/src/testing/sample-templates.ts), so the engine's tests
// and the sample workflows use the same templates without the engine reading templates/.
// Run: npx tsx templates/workflows/pdf/make-templates.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleTemplateFiles } from '@accord/engine/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const [name, bytes] of await sampleTemplateFiles()) writeFileSync(path.join(here, name), bytes);
console.log('templates written to', path.relative(process.cwd(), here));
