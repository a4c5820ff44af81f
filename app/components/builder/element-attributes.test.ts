import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { editedAttributes, needsJsonBox } from './element-attributes';
import { newElement } from './element-operations';

describe("the element card's editors", () => {
  it.each(ELEMENT_TYPES)('every attribute of a %s has an editor of its own, none a raw JSON box', (type) => {
    const element = newElement(type, newFormDefinition('Editors'));
    const json = editedAttributes(element)
      .filter(([name, schema]) => needsJsonBox(name, schema))
      .map(([name]) => name);
    expect(json).toEqual([]);
  });

  it('a structured attribute the engine might add later would be shown as JSON rather than hidden', () => {
    expect(needsJsonBox('somethingNew', { type: 'object' })).toBe(true);
    expect(needsJsonBox('rows', { type: 'array', items: { type: 'object' } })).toBe(true);
    expect(needsJsonBox('options', { type: 'array', items: { type: 'string' } })).toBe(false);
  });
});
