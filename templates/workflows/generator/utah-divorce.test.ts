// Both Utah samples are offered in Spanish with every text a person reads in Spanish, not yet reviewed (issue 35
// item 5, ADR 035); the committed JSON files are what the generator writes, and the generator refuses a text the
// Spanish table lacks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingTranslations, validateWorkflow, workflowTexts, type WorkflowDefinition } from '@accord/engine';
import { offeredInSpanish } from './build.ts';
import { utahDivorceWithChildren, utahDivorceWithoutChildren } from './utah-divorce.ts';
import { courthouseInSpanish, SPANISH_SAME_AS_ENGLISH, UTAH_DIVORCE_SPANISH } from './utah-divorce-es.ts';

const SAMPLES = {
  'utah-divorce-with-children': utahDivorceWithChildren,
  'utah-divorce-without-children': utahDivorceWithoutChildren,
};
const committed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../${name}.json`, import.meta.url), 'utf8')) as WorkflowDefinition;

describe('the Utah samples in Spanish', () => {
  for (const [name, generate] of Object.entries(SAMPLES)) {
    it(`${name}: the committed file is what the generator writes`, () => {
      expect(committed(name)).toEqual(JSON.parse(JSON.stringify(generate())));
    });

    it(`${name}: is offered in Spanish, not reviewed, and every text a person reads has its Spanish`, () => {
      const definition = committed(name);
      expect(validateWorkflow(definition).problems).toEqual([]);
      expect(definition.languages).toEqual({ es: { offered: true, reviewed: false } });
      expect(missingTranslations(definition, 'es')).toEqual([]);
      expect(definition.translations?.es?.name).toMatch(/^Divorcio en Utah - (Con|Sin) hijos$/);
    });

    it(`${name}: no Spanish text is its English left as it was, outside names, numbers and signs`, () => {
      const untranslated = workflowTexts(committed(name), 'es').filter(
        (t) => t.translated === t.english && !SPANISH_SAME_AS_ENGLISH.has(t.english),
      );
      expect(untranslated.map((t) => `${t.title} ${t.part}`)).toEqual([]);
    });

    it(`${name}: the court documents stay in English`, () => {
      const definition = committed(name);
      const documents = JSON.stringify(definition.documents);
      expect(documents).not.toContain('"es"');
      expect(documents).not.toMatch(/[áéíóúñ¿¡]/);
    });
  }

  it('the generator refuses a sample with a text the Spanish table lacks, naming it', () => {
    const table = { ...UTAH_DIVORCE_SPANISH };
    delete table['Is your spouse on active military duty?'];
    delete table['Sell and split'];
    const english = { ...utahDivorceWithoutChildren(), languages: undefined, translations: undefined };
    expect(() => offeredInSpanish(english, table)).toThrow(
      /2 texts have no Spanish:\nRES_MILITARY label: Is your spouse on active military duty\?\nREAL_ESTATE options.Sell and split: Sell and split/,
    );
  });

  it("names a courthouse in Spanish and keeps a named building's name", () => {
    expect(courthouseInSpanish('Provo Courthouse')).toBe('Juzgado de Provo');
    expect(courthouseInSpanish('Matheson Courthouse, Salt Lake City')).toBe('Juzgado Matheson, Salt Lake City');
    expect(courthouseInSpanish('Silver Summit Courthouse, Park City')).toBe('Juzgado de Silver Summit, Park City');
  });
});
