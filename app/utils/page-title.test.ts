import { describe, expect, it } from 'vitest';
import { pageTitle, questionnairePageName } from './page-title';

describe('page titles', () => {
  it('put the most specific name first and the product last, leaving out what is missing', () => {
    expect(pageTitle('About you', 'Fill Out Questionnaire', undefined, 'Utah Divorce')).toBe('About you · Fill Out Questionnaire · Utah Divorce · Accord');
    expect(pageTitle()).toBe('Accord');
  });
  it('name a questionnaire page by its label, or by its number when it has none', () => {
    const pages = [{ index: 0, label: 'About you' }, { index: 1, label: ' ' }];
    expect(questionnairePageName(pages, 0)).toBe('About you');
    expect(questionnairePageName(pages, 1)).toBe('Page 2');
  });
});
