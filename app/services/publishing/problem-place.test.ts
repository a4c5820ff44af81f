import { describe, expect, it } from 'vitest';
import type { FormElement, WorkflowDefinition } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { publishingProblems, problemsInWords } from './publishing-checks.server';
import { textsIn } from '../../../i18n/texts-for-tests';
import { placed, problemPlace } from './problem-place';

function petition(): WorkflowDefinition {
  const definition = newFormDefinition('Name change');
  definition.elements.push(
    { uid: 'married00001', type: 'single-select', title: 'MARRIED', options: ['Yes', 'No'] } as FormElement,
    { uid: 'income000001', type: 'number-input', title: 'INCOME', lowerBound: 0, upperBound: 1000 } as FormElement,
    {
      uid: 'reason000001',
      type: 'paragraph',
      title: 'REASON',
      displayLogic: {
        hideByDefault: true,
        root: {
          uid: 'root00000001',
          kind: 'compound',
          conditional: 'if',
          operator: 'and',
          children: [
            {
              uid: 'node00000001',
              kind: 'expression',
              conditional: 'if',
              operator: 'and',
              questions: [
                { questionUid: 'income000001', comparison: 'greater-than', value: 500 },
                { questionUid: 'income000001', comparison: 'less-than', value: 200 },
              ],
            },
          ],
        },
      },
    } as FormElement,
  );
  return definition;
}

describe('a publishing problem in words', () => {
  it("names the element by its title and says the condition, not the JSON pointer", () => {
    const definition = petition();
    const words = problemsInWords(definition, publishingProblems(definition));
    expect(words.length).toBeGreaterThan(0);
    for (const line of words) expect(line).not.toMatch(/\/elements\//);
    expect(words).toContain(
      'The element "REASON" (element 4), in its display logic, the condition \'If all of: “INCOME” greater than 500; “INCOME” less than 200\': The display logic of "REASON" can never be true: its tests contradict each other.',
    );
  });

  it('places a problem of a rule, a library rule and the workflow', () => {
    const definition = petition();
    definition.displayLogicLibrary = [{ uid: 'lib000000001', name: 'Married', root: { uid: 'n', kind: 'compound', conditional: 'if', operator: 'and', children: [] } } as never];
    definition.documents = [
      { uid: 'doc000000001', type: 'pdf', name: 'Petition', order: 1, pages: [], rules: [{ uid: 'r1', name: 'Married only', type: 'Action Logic', order: 1, conditional: 'if', operator: 'and', questions: [{ questionUid: 'married00001', comparison: 'is', answer: 'Yes' }] }] },
    ];
    expect(problemPlace(definition, '/documents/0/rules/0/questions/0')).toBe('the rule "Married only" of the document "Petition", the condition \'If “MARRIED” is Yes\'');
    expect(problemPlace(definition, '/displayLogicLibrary/0/root')).toBe('the library rule "Married"');
    expect(problemPlace(definition, '')).toBe('the workflow');
  });

  it('says the place in the page’s language, the author’s names as written', async () => {
    const definition = petition();
    definition.documents = [
      { uid: 'doc000000001', type: 'pdf', name: 'Petition', order: 1, pages: [], rules: [{ uid: 'r1', name: 'Married only', type: 'Action Logic', order: 1, conditional: 'if', operator: 'and', questions: [{ questionUid: 'married00001', comparison: 'is', answer: 'Yes' }] }] },
    ];
    const words = { t: await textsIn('es', 'documents'), builder: await textsIn('es', 'builder') };
    expect(problemPlace(definition, '/documents/0/rules/0/questions/0', words)).toBe('la regla «Married only» (el documento «Petition»), la condición «Si «MARRIED» es Yes»');
    const reason = problemPlace(definition, '/elements/3/displayLogic/root/children/0', words);
    expect(reason).toBe('el elemento «REASON» (elemento 4), en su lógica de visualización, la condición «Si se cumple todo esto: «INCOME» mayor que 500; «INCOME» menor que 200»');
    expect(placed(words, reason, 'hallazgo')).toMatch(/^El elemento «REASON» .*: hallazgo$/);
    expect(problemPlace(definition, '', words)).toBe('el flujo de trabajo');
  });
});
