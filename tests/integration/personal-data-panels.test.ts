// Personal data on an admin's 'what changed' panel, pending reviews and print page (issue 30 item 11): a Social
// Security number inside a dialog window is masked there to its last four digits, as on the admin's questionnaire
// page, and shown whole to the owner. Its own database: the sharing it sets up queues jobs the job test of
// personal-data.test.ts does not expect.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormElement } from '../../app/engine';
import { loadOwnerPanels } from '../../app/services/comments/questionnaire-panels.server';
import { loadPrintable } from '../../app/services/guide/printable.server';
import { proposeChanges } from '../../app/services/reviews/field-reviews.server';
import { applyStepEvent, findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow, seedGuide } from '../../db/seed-guide';
import { pageOf, uidOf, utahWithChildren } from '../support/utah-with-children';
import { withEditSharing } from '../support/edit-sharing-workflow';
import { sharedForm, SHARING_CONTEXT } from './support/shared-form';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('a Social Security number inside a dialog window, in the admin\'s \'what changed\', pending reviews and print page', () => {
  // the sample's mailing-address dialog with a number among its fields, and an edit reviewer allowed
  const dialogUid = uidOf('MAILING_DIALOG');
  const numberField = 'dialogChildSsn1';
  // what changed names a dialog's field by its label
  const numberLabel = "Child's Social Security number";
  const publishedId = 'pubDialogSsnMasked01';
  const answerWith = (number: string) => ({ buttonClicked: 'Use this address', fields: { [numberField]: number } });

  async function sharedWithNumber() {
    const definition = withEditSharing({
      ...utahWithChildren,
      elements: utahWithChildren.elements.map((e) =>
        e.uid === dialogUid ? ({ ...e, dialogFields: [...(e as Extract<FormElement, { type: 'dialog-window' }>).dialogFields, { uid: numberField, type: 'text-input-short', title: 'CHILD_SSN', label: 'Child\'s Social Security number' }] } as FormElement) : e,
      ),
    });
    await publishWorkflow(database.db, { formId: 'formDialogSsnMasked1', publishedId, definition });
    const form = await sharedForm(database.db, 'edit', publishedId, (id) =>
      database.db.insertInto('answers').values({ user_workflow_id: id, field_uid: dialogUid, value: JSON.stringify(answerWith('123-45-6789')), version: 1 }).execute().then(() => undefined),
    );
    const workflow = async () => (await findUserWorkflow(database.db, form.id))!;
    const position = { pageUid: form.pageUids[pageOf('MAILING_DIALOG')]!, pageUids: form.pageUids, fieldUids: [dialogUid] };
    // the owner's first look marks the shared round seen
    expect(await loadOwnerPanels(database.db, await workflow(), position, { id: form.owner.id, admin: false })).not.toBeNull();
    // the spouse proposes another number, the answer changes, and the form comes back to the owner
    const proposed = await proposeChanges(database.db, { userWorkflowId: form.id, reviewer: { email: form.spouse.email, userId: form.spouse.id, name: form.spouse.firstName }, reviewType: 'edit', reviewing: true, changes: [{ uid: dialogUid, baseVersion: 1, value: answerWith('555-44-3333') }] });
    expect(proposed).toMatchObject({ kind: 'proposed', count: 1 });
    await database.db.updateTable('answers').set({ value: JSON.stringify(answerWith('987-65-4321')), version: 2 }).where('user_workflow_id', '=', form.id).where('field_uid', '=', dialogUid).execute();
    expect((await applyStepEvent(database.db, form.id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: form.spouse.id, context: SHARING_CONTEXT })).accepted).toBe(true);
    return { workflow, position, owner: form.owner };
  }

  it('is masked to its last four digits for an admin, on the panels and the dialog\'s print page, and shown whole to the owner', async () => {
    const { workflow, position, owner } = await sharedWithNumber();
    const adminPanels = (await loadOwnerPanels(database.db, await workflow(), position, { id: 'admin-not-the-owner', admin: true }))!;
    const changed = adminPanels.changes!.pages.flatMap((p) => p.fields).find((f) => f.uid === dialogUid)!;
    expect({ before: changed.before, after: changed.after }).toEqual({ before: `Chose Use this address\n${numberLabel}: ***-**-6789`, after: `Chose Use this address\n${numberLabel}: ***-**-4321` });
    expect(adminPanels.reviews.map((r) => [r.fieldUid, r.currentText, r.proposedText])).toEqual([[dialogUid, `Chose Use this address\n${numberLabel}: ***-**-4321`, `Chose Use this address\n${numberLabel}: ***-**-3333`]]);
    for (const whole of ['123-45', '987-65', '555-44']) expect(JSON.stringify(adminPanels)).not.toContain(whole);

    // the dialog's print page, which an admin may open from the same questionnaire
    const adminPrint = await loadPrintable(await workflow(), dialogUid, { maskNumbers: true, db: database.db });
    expect(adminPrint?.printable.type === 'dialog-window' && adminPrint.printable.fields.find((f) => f.label === 'Child\'s Social Security number')?.value).toBe('***-**-4321');
    expect(JSON.stringify(adminPrint)).not.toContain('987-65');
    const ownPrint = await loadPrintable(await workflow(), dialogUid, { db: database.db });
    expect(ownPrint?.printable.type === 'dialog-window' && ownPrint.printable.fields.find((f) => f.label === 'Child\'s Social Security number')?.value).toBe('987-65-4321');

    const ownPanels = (await loadOwnerPanels(database.db, await workflow(), position, { id: owner.id, admin: false }))!;
    expect(ownPanels.changes!.pages.flatMap((p) => p.fields).find((f) => f.uid === dialogUid)?.after).toBe(`Chose Use this address\n${numberLabel}: 987-65-4321`);
    expect(ownPanels.reviews[0]?.proposedText).toBe(`Chose Use this address\n${numberLabel}: 555-44-3333`);
  });
});
