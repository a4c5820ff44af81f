import { describe, expect, it } from 'vitest';
import type { FormElement } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import { RuleConfiguration } from './rule-configuration';

const definition = newFormDefinition('Name change');
definition.elements.push({ uid: 'married00001', type: 'single-select', title: 'MARRIED', label: 'Are you married?', options: ['Yes', 'No'] } as FormElement);
const document = {
  uid: 'doc000000001',
  type: 'pdf' as const,
  name: 'Petition',
  order: 1,
  pages: [],
  rules: [
    {
      uid: 'r1',
      name: 'Married only',
      type: 'Action Logic' as const,
      order: 1,
      conditional: 'if' as const,
      operator: 'and',
      questions: [{ questionUid: 'married00001', comparison: 'is', answer: 'Yes' }],
      actions: [{ uid: 'a1', type: 'text-from-question' as const, question: 'married00001', location: { page: 2, x: 10, y: 10 } }],
    },
  ],
};

describe("the stakeholder's Rule Configuration tab", () => {
  it('says what each rule tests, in words', async () => {
    const html = await renderInLanguage('en', <RuleConfiguration definition={definition} document={document as never} />);
    expect(html).toContain('Petition: 0 template pages, 1 rule.');
    expect(html).toContain('1. Married only');
    expect(html).toContain('Action Logic · If “MARRIED” is Yes');
    expect(html).toContain('input from question as text · page 2 · &quot;Are you married?&quot;');
    expect(html).not.toContain('question condition');
  });

  it('speaks Spanish to a stakeholder reading Spanish, the author’s names and answers as written', async () => {
    const html = await renderInLanguage('es', <RuleConfiguration definition={definition} document={document as never} />);
    expect(html).toContain('Petition: 0 páginas de plantilla, 1 regla.');
    expect(html).toContain('Lógica de acciones · Si «MARRIED» es Yes');
    expect(html).toContain('página 2 · «Are you married?»');
    expect(await renderInLanguage('es', <RuleConfiguration definition={definition} document={undefined} />)).toContain('Este flujo de trabajo no tiene documentos');
  });
});
