// Reading a workflow in Spanish changes what is shown, never what is decided: for random workflows with random
// Spanish texts and random answers, the localized workflow shows, hides, clears and requires exactly what the
// English one does, keeps every choice's English key, and shows each text in Spanish exactly where one is written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../evaluation/compile.ts';
import { evaluate } from '../evaluation/evaluate.ts';
import { expression, showWhen, workflow } from '../testing/fixtures.ts';
import type { FormElement } from './elements.ts';
import { choiceLabel, elementTexts, localizeElement, localizeWorkflow, missingTranslations, shownInEnglish } from './translations.ts';
import { validateWorkflow } from './validate-workflow.ts';

const OPTIONS = ['Yes', 'No', 'Not sure'];
const spanish = fc.option(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''), { nil: undefined });

const elementShape = fc.record({
  type: fc.constantFrom('single-select', 'multi-select', 'text-input-short', 'paragraph' as const),
  required: fc.boolean(),
  label: spanish,
  help: spanish,
  placeholder: spanish,
  options: fc.array(spanish, { minLength: 3, maxLength: 3 }),
  shownWhen: fc.option(fc.tuple(fc.nat(7), fc.constantFrom(...OPTIONS)), { nil: undefined }),
});

type ElementShape = typeof elementShape extends fc.Arbitrary<infer T> ? T : never;

function build(shapes: ElementShape[]) {
  const elements: FormElement[] = shapes.map((s, i) => {
    const es = {
      ...(s.label ? { label: s.label } : {}),
      ...(s.help ? { help: s.help } : {}),
      ...(s.placeholder ? { placeholder: s.placeholder } : {}),
      ...(s.type.endsWith('select') ? { options: Object.fromEntries(OPTIONS.flatMap((o, k) => (s.options[k] ? [[o, s.options[k]!]] : []))) } : {}),
    };
    const target = s.shownWhen && s.shownWhen[0] < i && shapes[s.shownWhen[0]]!.type === 'single-select' ? s.shownWhen : undefined;
    return {
      uid: `q${i}`,
      title: `Q${i}`,
      type: s.type,
      label: `Question ${i}`,
      helpData: { text: `Help ${i}` },
      placeholder: `Type ${i}`,
      ...(s.type === 'paragraph' ? {} : { required: s.required }),
      ...(s.type.endsWith('select') ? { options: OPTIONS } : {}),
      translations: { es },
      ...(target ? showWhen(expression([{ questionUid: `q${target[0]}`, comparison: 'is', answer: target[1] }])) : {}),
    } as FormElement;
  });
  return workflow(elements, { languages: { es: { offered: true } } });
}

const answersFor = fc.array(fc.oneof(fc.constantFrom(...OPTIONS), fc.subarray(OPTIONS), fc.constant('text'), fc.constant(null)), { minLength: 8, maxLength: 8 });

describe('a workflow read in Spanish', () => {
  it('decides exactly what the English workflow decides, on the same English keys', () => {
    fc.assert(
      fc.property(fc.array(elementShape, { minLength: 1, maxLength: 8 }), answersFor, (shapes, raw) => {
        const definition = build(shapes);
        expect(validateWorkflow(definition).problems).toEqual([]);
        const answers = Object.fromEntries(raw.map((a, i) => [`q${i}`, a]));
        const english = evaluate(compile(definition), answers);
        const spanishRead = evaluate(compile(localizeWorkflow(definition, 'es')), answers);
        expect(spanishRead.visibleElementUids).toEqual(english.visibleElementUids);
        expect(spanishRead.answersToClear).toEqual(english.answersToClear);
        expect(spanishRead.answers).toEqual(english.answers);
        expect(spanishRead.missingRequired.flatMap((p) => p.fields.map((f) => f.uid))).toEqual(english.missingRequired.flatMap((p) => p.fields.map((f) => f.uid)));
      }),
    );
  });

  it('shows each text in Spanish exactly where the author wrote one, and English otherwise', () => {
    fc.assert(
      fc.property(fc.array(elementShape, { minLength: 1, maxLength: 8 }), (shapes) => {
        const definition = build(shapes);
        const missing = new Set(missingTranslations(definition, 'es').map((t) => `${t.uid}:${t.part}`));
        for (const element of definition.elements) {
          const shown = localizeElement(element, 'es');
          for (const t of elementTexts(element, 'es')) {
            expect(shownInEnglish(shown, t.part, 'es')).toBe(missing.has(`${t.uid}:${t.part}`));
            if (t.part === 'label') expect(shown.label).toBe(t.translated ?? t.english);
            if (t.part === 'help') expect(shown.helpData?.text).toBe(t.translated ?? t.english);
            if (t.part.startsWith('options.')) expect(choiceLabel(shown, t.english, 'es').text).toBe(t.translated ?? t.english);
          }
          if ('options' in element) expect((shown as typeof element).options).toEqual(element.options);
          expect(localizeElement(element, 'en')).toBe(element);
        }
      }),
    );
  });
});
