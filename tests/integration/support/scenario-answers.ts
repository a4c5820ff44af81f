// Every answer of the Utah sample's scenario (its base answers), as the petitioner's saves would store them, apart
// from the spouse's e-mail and name, which each test gives its own: a form with nothing required left unanswered.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { loadAnswers, saveAnswers } from '../../../app/services/user-workflow/answers.server';
import { uidOf } from '../../support/utah-with-children';

export async function answerEverything(db: Database, pair: { id: string; owner: { id: string } }): Promise<void> {
  const scenario = JSON.parse(fs.readFileSync(path.resolve('templates/workflows/scenarios/utah-divorce-with-children.scenario.json'), 'utf8')) as { baseAnswers: Record<string, unknown> };
  const stored = await loadAnswers(db, pair.id);
  const changes = Object.entries(scenario.baseAnswers)
    .filter(([title]) => !['RES_EADD', 'RES_FN', 'RES_LN'].includes(title))
    .map(([title, value]) => ({ uid: uidOf(title), baseVersion: stored[uidOf(title)]?.version ?? 0, value }));
  await saveAnswers(db, { userWorkflowId: pair.id, userId: pair.owner.id, changes });
}
