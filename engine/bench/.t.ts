import { generateWorkflow } from './generate-workflow.ts';
import { compile, evaluate, readAnswer, isAnswerableType } from '../src/index.ts';
const { definition, answers } = generateWorkflow(1000, 10);
const c = compile(definition);
const bench = (name: string, f: () => void) => { for (let i = 0; i < 300; i++) f(); const t = performance.now(); for (let i = 0; i < 500; i++) f(); console.log(name, ((performance.now() - t) / 500).toFixed(3)); };
bench('readAnswers', () => { for (const { element } of c.elements) if (isAnswerableType(element.type)) { const v = answers[element.uid]; if (v !== undefined) readAnswer(element, v, { today: '2026-01-15' }); } });
bench('evaluate', () => evaluate(c, answers, { today: '2026-01-15' }));
bench('evaluate showAll', () => evaluate(c, answers, { today: '2026-01-15', showAll: true }));
bench('evaluate no answers', () => evaluate(c, {}, { today: '2026-01-15' }));
import { truthy } from '../src/index.ts';
const slots = c.elements.map(({ element }) => { const r = readAnswer(element, answers[element.uid], { today: '2026-01-15' }); return r.value; });
function compiledPass(): number {
  const s = slots.slice();
  const data = { s, c: { collaborate: true } };
  const visible = new Uint8Array(c.elements.length);
  let count = 0;
  for (const i of c.order) {
    const entry = c.elements[i]!;
    const shown = (entry.pageBreakIndex === i || visible[entry.pageBreakIndex] === 1) && (entry.visibleWhen === undefined || truthy(entry.visibleWhen(data)));
    if (shown) { visible[i] = 1; count++; } else s[i] = undefined;
  }
  return count;
}
bench('compiledPass', compiledPass);
bench('evaluate again', () => evaluate(c, answers, { today: '2026-01-15' }));
bench('compiledPass again', compiledPass);
