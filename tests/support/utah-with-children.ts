// The Utah with-children sample as tests address it: its published id, and its elements' uids and pages looked
// up by their titles in the sample itself, so no test keeps its own copy of a 12-character uid that could drift
// from the template.
import type { FormElement } from '@accord/engine';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;

export const UTAH_WITH_CHILDREN = SAMPLE.publishedId;
export const utahWithChildren = readSampleWorkflow(SAMPLE.file);

const located = new Map<string, { uid: string; page: number }>();
let page = -1;
const visit = (elements: readonly FormElement[], topLevel: boolean) => {
  for (const element of elements) {
    if (topLevel && element.type === 'page-break') page++;
    located.set(element.title, { uid: element.uid, page });
    if (element.type === 'dialog-window') visit(element.dialogFields ?? [], false);
  }
};
visit(utahWithChildren.elements, true);

function find(title: string) {
  const found = located.get(title);
  if (!found) throw new Error(`the Utah with-children sample has no element titled ${title}`);
  return found;
}

/** The uid of the sample's element with this title (dialog fields included). */
export const uidOf = (title: string): string => find(title).uid;
/** The questionnaire page (from 0) that shows the element with this title. */
export const pageOf = (title: string): number => find(title).page;

/** The elements the tests name, by title. */
export const UID = {
  FILING_COUNTY: uidOf('FILING_COUNTY'),
  PET_RESIDENT: uidOf('PET_RESIDENT_3_MONTHS'),
  PET_FN: uidOf('PET_FN'),
  PET_ATTORNEY_NAME: uidOf('PET_ATTORNEY_NAME'),
  RES_FN: uidOf('RES_FN'),
  CHILDREN: uidOf('CHILDREN'),
  MARRIAGE_CERTIFICATE: uidOf('MARRIAGE_CERTIFICATE'),
  MAILING_DIALOG: uidOf('MAILING_DIALOG'),
  MAILING_ADDRESS: uidOf('MAILING-ADDRESS'),
};

export const LAST_PAGE = page;
