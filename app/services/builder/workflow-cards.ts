// How Manage Workflows shows and filters its cards (workflow-builder.md §2): the children option and status in
// words, and the keyword search over name, description, children option, state and status.

/** The status a form is in while its stakeholders decide (issue 22); the builder may not edit it then. */
export const PENDING_STATUS = 'pending';

export const CHILDREN_OPTION_LABELS: Record<string, string> = {
  with: 'With Kids',
  without: 'Without Kids',
  both: 'With or Without Kids',
  'N/A': 'N/A',
};

/** Status words: a form never published (or unpublished) has no status (§4), shown as 'Draft'. */
export function statusLabel(status: string): string {
  const labels: Record<string, string> = { draft: 'Draft', '': 'Draft', pending: 'Pending', published: 'Approved', approved: 'Approved', rejected: 'Rejected' };
  return labels[status] ?? status;
}

export interface SearchableCard {
  name: string;
  description: string;
  childrenOptions: string;
  state: string;
  status: string;
}

/** True when every word of the keyword appears, in any letter case, in one of the searched fields. */
export function matchesKeyword(card: SearchableCard, keyword: string): boolean {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [card.name, card.description, card.childrenOptions, CHILDREN_OPTION_LABELS[card.childrenOptions] ?? '', card.state, card.status, statusLabel(card.status)]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
