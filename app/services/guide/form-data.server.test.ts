import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../engine.server';
import { importedValue } from './form-data.server';

const text: FormElement = { uid: 'aaaaaaaaaaaa', type: 'text-input-short', title: 'NAME', label: 'Name' };
const multi: FormElement = { uid: 'bbbbbbbbbbbb', type: 'multi-select', title: 'ASSETS', label: 'Assets', options: ['House', 'Cars'], variant: 'checkboxes' };
const file: FormElement = { uid: 'cccccccccccc', type: 'file-input', title: 'CERT', label: 'Certificate' };
const heading: FormElement = { uid: 'dddddddddddd', type: 'heading', title: 'H', label: 'Heading' };

describe('importedValue', () => {
  it('reads an uploaded answer as its element type', () => {
    expect(importedValue(text, '  Jo   Lawyer ', 'wf')).toEqual({ value: 'Jo Lawyer' });
    expect(importedValue(text, { not: 'text' }, 'wf')).toEqual({ value: '' });
    expect(importedValue(multi, 'House', 'wf')).toEqual({ value: ['House'] });
  });

  it('skips answerless elements and files stored outside this user workflow', () => {
    expect(importedValue(heading, 'x', 'wf')).toBeUndefined();
    expect(importedValue(file, { name: 'a.png', storageRef: 'user-workflows/other/uploads/a.png' }, 'wf')).toBeUndefined();
    expect(importedValue(file, { name: 'a.png', storageRef: 'user-workflows/wf/uploads/a.png' }, 'wf')).toEqual({ value: { name: 'a.png', storageRef: 'user-workflows/wf/uploads/a.png' } });
    expect(importedValue(file, null, 'wf')).toEqual({ value: null });
  });
});
