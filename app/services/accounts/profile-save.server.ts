// Saving the My account tab (end-user-journey.md §8): the profile, the newsletter subscription it may ask for and
// the 'Your profile is updated' message, in one transaction. When the person's row cannot be written (it is gone,
// or the database refuses), nothing is kept and the page says 'Error in merging user data' instead of a false
// success.
import type { Database } from '../../db.server';
import { getEnv } from '../../../lib/env.server';
import { subscribeToNewsletter } from '../newsletter.server';
import { setFlash } from './sessions.server';
import { updateProfile } from './users.server';
import type { ProfileInput } from '../../../db/users';

class ProfileNotFound extends Error {}

export async function saveProfile(
  db: Database,
  session: { user: { id: string; email: string }; sessionId: string },
  profile: ProfileInput,
  savedMessage: string,
): Promise<'saved' | 'merge-failed'> {
  try {
    await db.transaction().execute(async (tx) => {
      if (!(await updateProfile(tx, session.user.id, profile))) throw new ProfileNotFound('no user row to update');
      if (profile.permissionToContact) await subscribeToNewsletter(tx, session.user.email, 'sign-up', getEnv());
      await setFlash(tx, session.sessionId, { type: 'success', message: savedMessage });
    });
    return 'saved';
  } catch (error) {
    console.error(`profile: saving user ${session.user.id}'s profile failed`, error);
    return 'merge-failed';
  }
}
