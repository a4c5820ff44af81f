import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormElement } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { RuleConfiguration } from './rule-configuration';

describe("the stakeholder's Rule Configuration tab", () => {
  it('says what each rule tests, in words', () => {
    const definition = newFormDefinition('Name change');
    definition.elements.push({ uid: 'married00001', type: 'single-select', title: 'MARRIED', options: ['Yes', 'No'] } as FormElement);
    const document = {
      uid: 'doc000000001',
      type: 'pdf' as const,
      name: 'Petition',
      order: 1,
      pages: [],
      rules: [{ uid: 'r1', name: 'Married only', type: 'Action Logic' as const, order: 1, conditional: 'if' as const, operator: 'and', questions: [{ questionUid: 'married00001', comparison: 'is', answer: 'Yes' }] }],
    };
    const html = renderToStaticMarkup(<RuleConfiguration definition={definition} document={document} />);
    expect(html).toContain('Action Logic · If “MARRIED” is Yes');
    expect(html).not.toContain('question condition');
  });
});
