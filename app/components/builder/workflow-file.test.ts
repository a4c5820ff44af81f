import { describe, expect, it } from 'vitest';
import { newFormDefinition, sameDefinition } from '~/services/builder/definition';
import { readImportedWorkflow } from './workflow-file';

describe('importing a workflow file', () => {
  it('an exported definition imports as the same definition', () => {
    const definition = newFormDefinition('Round trip');
    const read = readImportedWorkflow(JSON.stringify(definition, null, 2));
    expect(read.ok && sameDefinition(read.definition, definition)).toBe(true);
  });

  it.each([
    ['{ not json', 'This file is not JSON'],
    ['[1, 2]', 'it must hold one JSON object'],
    ['{"name": "x"}', 'it needs a list of elements'],
    ['{"elements": [{"uid": "a", "type": "heading"}]}', 'its first element must be a page-break'],
  ])('%s is refused with a message saying why', (text, message) => {
    const read = readImportedWorkflow(text);
    expect(read.ok ? '' : read.message).toContain(message);
  });
});
