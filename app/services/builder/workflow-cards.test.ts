import { describe, expect, it } from 'vitest';
import { matchesKeyword, statusLabel } from './workflow-cards';

const card = { name: 'Utah Divorce - With Children', description: 'Petition and decree', childrenOptions: 'with', state: 'Utah', status: 'published' };

describe('the Manage Workflows keyword search', () => {
  it('matches the name, description, children option, state and status in any letter case', () => {
    for (const keyword of ['utah divorce', 'DECREE', 'with kids', 'approved', 'published', 'Utah'])
      expect(matchesKeyword(card, keyword), keyword).toBe(true);
  });

  it('needs every word to match somewhere, and an empty keyword matches everything', () => {
    expect(matchesKeyword(card, 'utah nevada')).toBe(false);
    expect(matchesKeyword(card, '   ')).toBe(true);
  });

  it('names a form never published a Draft', () => {
    expect(statusLabel('draft')).toBe('Draft');
    expect(statusLabel('pending')).toBe('Pending');
  });
});
