// The profile's My Documents tab (end-user-journey.md §2): the person's own forms, newest first, each with the
// step it is on, when it last changed (MM/DD/YYYY hh:mm A in English, month names in Spanish) and whether its completed documents exist yet.
// Forms shared with the person are on Shared Forms, not here.
import { petitionerStepShownFor } from '../../engine';
import type { Queryable } from '../../db.server';
import type { Language } from '../../../i18n/languages';
import { formatDateTime } from '../../utils/date-time';

export interface MyDocument {
  id: string;
  name: string;
  /** the page writes the place in its words ('Weber County, Utah', 'Condado de Weber, Utah') */
  county: string | null;
  state: string;
  /** the guide's step it is on, as listed (the page names it: the questionnaire catalogue's `steps.petitioner`) */
  step: number;
  modified: string;
  href: string;
  completedDocuments: boolean;
  /** the final document page (download), once the final PDF exists */
  finalDocumentHref: string | null;
}

export async function loadMyDocuments(db: Queryable, ownerId: string, timeZone: string, language: Language): Promise<MyDocument[]> {
  const rows = await db
    .selectFrom('user_workflows')
    .select(['id', 'name', 'state', 'county', 'collaborate', 'step', 'final_pdf_key', 'modified_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => {
    const shown = petitionerStepShownFor(row.step, row.collaborate);
    return {
      id: row.id,
      name: row.name,
      county: row.county,
      state: row.state,
      step: shown,
      modified: formatDateTime(row.modified_at, timeZone, language),
      href: `/legal-form-guide/divorce-forms/${row.id}`,
      completedDocuments: row.final_pdf_key !== null,
      finalDocumentHref: row.final_pdf_key !== null ? `/legal-form-guide/divorce-forms/${row.id}/final-document` : null,
    };
  });
}
