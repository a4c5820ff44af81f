import { describe, expect, it } from 'vitest';
import { validateWorkflow } from '~/engine.server';
import { canonicalJson, newFormDefinition, nextMinorVersion, problemsByElement, randomId, sameDefinition, usedCountiesAmong, youtubeLinkProblems } from './definition';

describe('step 1 county exclusion', () => {
  it("excludes the counties of other forms of the same state, type and children option only: a name-change form's stay open to a divorce form (ADR 013)", () => {
    const summary = (name: string, type: string, counties: string[]) => ({ name, state: 'Utah', type, childrenOptions: 'both', useCounties: true, counties });
    const others = [summary('Name change', 'Name Change', ['Davis']), summary('Divorce', 'Divorce', ['Cache'])];
    expect(usedCountiesAmong(others, { state: 'Utah', type: 'Divorce', childrenOptions: 'both' })).toEqual(['Cache']);
  });
});

describe('the builder definition helpers', () => {
  it('a new form is a valid workflow at version 0.1.0 with children both, collaborative, starting with a page-break', () => {
    const definition = newFormDefinition('Fresh');
    expect(validateWorkflow(definition)).toEqual({ valid: true, problems: [] });
    expect(definition).toMatchObject({ version: '0.1.0', childrenOptions: 'both', collaborate: true });
    expect(definition.elements[0]?.type).toBe('page-break');
  });

  it('ids have the lengths of the spec: 20 for a workflow, 12 for an element', () => {
    expect(randomId(20)).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(randomId(12)).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('a saved edit counts the minor part up and clears the patch', () => {
    expect(nextMinorVersion('0.1.0')).toBe('0.2.0');
    expect(nextMinorVersion('1.9.3')).toBe('1.10.0');
    expect(nextMinorVersion('nonsense')).toBe('0.1.0');
  });

  it('key order, version and id do not make two definitions differ; a changed word does', () => {
    expect(sameDefinition({ a: 1, b: { c: 2, d: 3 }, version: '0.1.0' }, { b: { d: 3, c: 2 }, a: 1, version: '0.9.0', id: 'x' })).toBe(true);
    expect(sameDefinition({ name: 'One' }, { name: 'Two' })).toBe(false);
    expect(canonicalJson({ b: 1, a: [{ z: 1, y: 2 }] })).toBe('{"a":[{"y":2,"z":1}],"b":1}');
  });

  it('a problem inside an element is placed at that element by its uid; others belong to the workflow', () => {
    const definition = newFormDefinition('Where');
    const uid = definition.elements[0]!.uid;
    expect(
      problemsByElement(definition, [
        { pointer: '/elements/0/title', message: 'Please enter a unique title for this form element.' },
        { pointer: '/name', message: 'must be a string' },
      ]),
    ).toEqual([
      { elementUid: uid, field: 'title', message: 'Please enter a unique title for this form element.', pointer: '/elements/0/title' },
      { elementUid: null, field: 'name', message: 'must be a string', pointer: '/name' },
    ]);
  });

  it("a help video or video element whose link is not in one of YouTube's shapes gets 'Invalid YouTube format.' at that field", () => {
    const definition = newFormDefinition('Videos');
    definition.elements.push(
      { uid: 'helpOk000001', type: 'label', title: 'A', helpData: { text: 'Watch', youtubeLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } } as never,
      { uid: 'helpBad00001', type: 'label', title: 'B', helpData: { youtubeLink: 'https://vimeo.com/1' } } as never,
      { uid: 'videoBad0001', type: 'youtube-video', title: 'C', videoURL: 'https://youtube.com/watch?v=nope' } as never,
      { uid: 'videoNone001', type: 'youtube-video', title: 'D' } as never,
    );
    expect(youtubeLinkProblems(definition)).toEqual([
      { elementUid: 'helpBad00001', field: 'helpData', message: 'Invalid YouTube format.' },
      { elementUid: 'videoBad0001', field: 'videoURL', message: 'Invalid YouTube format.' },
    ]);
  });
});
