// The profile page's services against a real PostgreSQL (issue 15, items 15 and 18): saving the profile, or
// 'Error in merging user data' with nothing kept; the profile photo kept only when its content is an image; and
// the My Documents list of the person's own forms.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasProfilePhoto, loadProfilePhoto, removeProfilePhoto, saveProfilePhoto } from '../../app/services/accounts/profile-photo.server';
import { saveProfile } from '../../app/services/accounts/profile-save.server';
import { loadMyDocuments } from '../../app/services/guide/my-documents.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { readAll } from '../../lib/file-storage.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createUser } from '../../db/users';
import { TEST_PASSWORD, TEST_PROFILE, uniqueEmail } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const profile = { ...TEST_PROFILE, firstName: 'Morgan', dateOfBirth: '1985-06-01' };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

async function newUser(label: string) {
  const email = uniqueEmail(label);
  const { id } = await createUser(database.db, { ...TEST_PROFILE, email, password: TEST_PASSWORD, verified: true });
  return { id, email };
}

describe('saving the profile', () => {
  it('writes the profile of an existing person', async () => {
    const user = await newUser('profile-saved');
    expect(await saveProfile(database.db, { user, sessionId: 'none' }, profile, 'Your profile is updated')).toBe('saved');
    const row = await database.db.selectFrom('users').select('first_name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Morgan');
  });

  it('answers Error in merging user data when the person’s row is gone, instead of a false success', async () => {
    const user = { id: '00000000-0000-4000-8000-000000000000', email: 'gone@example.com' };
    expect(await saveProfile(database.db, { user, sessionId: 'none' }, { ...profile, permissionToContact: true }, 'Your profile is updated')).toBe('merge-failed');
    const subscribed = await database.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', 'gone@example.com').execute();
    expect(subscribed).toEqual([]);
  });
});

describe('the profile photo', () => {
  it('keeps an image, serves it back with the type its content shows, and removes it', async () => {
    const user = await newUser('photo');
    const outcome = await saveProfilePhoto(database.db, user.id, new File([PNG], 'me.gif', { type: 'image/gif' }));
    expect(outcome).toEqual({ ok: true });
    const photo = await loadProfilePhoto(database.db, user.id);
    expect(photo?.mediaType).toBe('image/png');
    expect(new Uint8Array(await readAll(photo!))).toEqual(PNG);
    await removeProfilePhoto(database.db, user.id);
    expect(await hasProfilePhoto(database.db, user.id)).toBe(false);
    expect(await loadProfilePhoto(database.db, user.id)).toBeUndefined();
  });

  it('refuses a page named like an image, an empty choice and a file over 5 MB, keeping nothing', async () => {
    const user = await newUser('photo-refused');
    const page = new File(['<svg onload="alert(1)"></svg>'], 'me.png', { type: 'image/png' });
    expect(await saveProfilePhoto(database.db, user.id, page)).toEqual({ ok: false, refusal: 'notImage' });
    expect(await saveProfilePhoto(database.db, user.id, null)).toEqual({ ok: false, refusal: 'missing' });
    const huge = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(await saveProfilePhoto(database.db, user.id, huge)).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(await hasProfilePhoto(database.db, user.id)).toBe(false);
  });
});

describe('My Documents', () => {
  it('lists the person’s own forms with their step and time of last change, and no one else’s', async () => {
    const user = await newUser('documents');
    const other = await newUser('documents-other');
    expect(await loadMyDocuments(database.db, user.id, 'America/Denver', 'en')).toEqual([]);
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: user.id, county: 'Weber' });
    await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: other.id });
    const documents = await loadMyDocuments(database.db, user.id, 'America/Denver', 'en');
    expect(documents).toEqual([
      {
        id,
        name: expect.any(String) as string,
        county: 'Weber',
        state: 'Utah',
        step: 1,
        modified: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/) as string,
        href: `/legal-form-guide/divorce-forms/${id}`,
        completedDocuments: false,
        // the sealed final PDF's page, once there is one (issue 18)
        finalDocumentHref: null,
      },
    ]);
    const [spanish] = await loadMyDocuments(database.db, user.id, 'America/Denver', 'es');
    expect(spanish!.modified).toMatch(/^\d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} [ap]\.m\.$/);
  });
});
