// The child-support-calculator element's information per state (administration-platform.md §2.9): the state's
// description, the calculator's website name and its link, read from child_support_info (seeded for Utah by
// db/seed-guide.ts, edited on the admin's Child Support Calculator page).
import type { Queryable } from '../../db.server';
import type { FormElement } from '../../engine.server';

export interface ChildSupportInfo {
  description: string;
  website: string;
  hyperlink: string;
}

/** The information of each state that a child-support-calculator element among `elements` names. */
export async function childSupportInfoFor(db: Queryable, elements: readonly FormElement[], workflowState: string): Promise<Record<string, ChildSupportInfo>> {
  const states = [...new Set(elements.flatMap((e) => (e.type === 'child-support-calculator' ? [e.state ?? workflowState] : [])))];
  if (states.length === 0) return {};
  const rows = await db.selectFrom('child_support_info').select(['state', 'description', 'website', 'hyperlink']).where('state', 'in', states).execute();
  return Object.fromEntries(rows.map(({ state, ...info }) => [state, info]));
}
