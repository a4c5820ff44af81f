// The spouse's pages are guarded in app/utils/permissions.server.ts: a test asks the guard as the browser does, with
// a session cookie, so the rule it checks is the one the routes run. The guards read the app's shared database,
// which this file makes the test's own.
import { createSession } from '../../../app/services/accounts/sessions.server';
import { requireSpouse, type SpouseVisit } from '../../../app/utils/permissions.server';
import { setDatabase, type DatabaseHandle } from '../../../db/client';

/** Asks requireSpouse for the respondent guide of user workflow `workflowId` as user `userId`, signed in. */
export async function visitAsSpouse(database: DatabaseHandle, userId: string, workflowId: string): Promise<SpouseVisit> {
  setDatabase(database);
  const cookie = (await createSession(database.db, new Request('https://accord.example/'), userId)).split(';')[0]!;
  return requireSpouse(new Request(`https://accord.example/respondent-guide/${workflowId}`, { headers: { Cookie: cookie } }), workflowId);
}
