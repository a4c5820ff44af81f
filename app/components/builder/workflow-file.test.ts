import { describe, expect, it } from 'vitest';
import { newFormDefinition, sameDefinition } from '~/services/builder/definition';
import { unsavedBundle } from '~/services/publishing/workflow-bundle';
import { englishBuilder } from '../../../i18n/english-builder';
import { importRefusalText, readImportedWorkflow } from './workflow-file';

describe('importing a workflow file', () => {
  it('an exported definition imports as the same definition', () => {
    const definition = newFormDefinition('Round trip');
    const read = readImportedWorkflow(JSON.stringify(definition, null, 2));
    expect(read.ok && sameDefinition(read.definition, definition)).toBe(true);
  });

  it("a bundle exported by the builder (accord-workflow-bundle/1) imports as the definition inside it", () => {
    const definition = newFormDefinition('Bundled');
    const read = readImportedWorkflow(JSON.stringify(unsavedBundle(definition, '0.1.0')));
    expect(read.ok && sameDefinition(read.definition, definition)).toBe(true);
  });

  it.each([
    ['{ not json', 'This file is not JSON'],
    ['[1, 2]', 'it must hold one JSON object'],
    ['{"name": "x"}', 'it needs a list of elements'],
    ['{"elements": [{"uid": "a", "type": "heading"}]}', 'its first element must be a page-break'],
  ])('%s is refused with a message saying why', (text, message) => {
    const read = readImportedWorkflow(text);
    expect(read.ok ? '' : importRefusalText(englishBuilder(), read)).toContain(message);
  });

  it("a computed property in the spec's shape (its formula in the label) imports with the formula where the engine reads it", () => {
    const definition = newFormDefinition('Spec shaped');
    definition.elements.push({ uid: 'calc00000001', type: 'computed-property', title: 'YEARLY_INCOME', label: '{MONTHLY_INCOME} * 12' } as never);
    const read = readImportedWorkflow(JSON.stringify(definition));
    expect(read.ok && read.definition.elements[1]).toEqual({ uid: 'calc00000001', type: 'computed-property', title: 'YEARLY_INCOME', label: 'YEARLY_INCOME', formula: '{MONTHLY_INCOME} * 12' });
  });

  it('a computed property that has its formula keeps its label as the caption', () => {
    const definition = newFormDefinition('Engine shaped');
    definition.elements.push({ uid: 'calc00000002', type: 'computed-property', title: 'TOTAL', label: 'Total owed', formula: '{A} + {B}' } as never);
    const read = readImportedWorkflow(JSON.stringify(definition));
    expect(read.ok && sameDefinition(read.definition, definition)).toBe(true);
  });
});
