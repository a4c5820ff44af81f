// Adds the sample documents (petition and stipulation on the committed templates) and their Action Logic
// rules to each sample workflow JSON: a read-modify-write of the `documents` key only. Actions and blocks
// whose question the workflow lacks are left out. Run: npx tsx templates/workflows/pdf/add-documents.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleDocuments, type Document, type SampleQuestions } from '@accord/engine/testing';

const dir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FILES = ['utah-divorce-with-children.json', 'utah-divorce-without-children.json'];

for (const name of FILES) {
  const file = path.join(dir, name);
  const workflow = JSON.parse(readFileSync(file, 'utf8')) as { elements: { uid: string; title: string; type: string }[]; documents?: Document[] };
  const uid = (title: string) => workflow.elements.find((e) => e.title === title)?.uid ?? `missing:${title}`;
  const q: SampleQuestions = {
    petitionerName: uid('PET_FN'),
    petitionerLastName: uid('PET_LN'),
    respondentName: uid('RES_FN'),
    respondentLastName: uid('RES_LN'),
    marriageDate: uid('MARRIAGE_DATE'),
    marriageCity: uid('MARRIAGE_CITY'),
    county: uid('FILING_COUNTY'),
    hasChildren: uid('CHILD_COUNT'),
    grounds: uid('GROUNDS'),
    groundsDetail: uid('GROUNDS_OTHER'),
    income: uid('PET_GROSS_INCOME'),
    assets: uid('VEHICLES'),
    realEstate: uid('REAL_ESTATE'),
    exhibit: uid('MARRIAGE_CERTIFICATE'),
    witnessSignature: uid('PET_SIGNATURE'),
  };
  const hasKids = !q.hasChildren.startsWith('missing:');
  const documents = sampleDocuments(q, {
    conditions: {
      childrenYes: hasKids ? { conditional: 'if', operator: 'and', questions: [{ questionUid: q.hasChildren, comparison: 'greater-than', value: 0 }] } : undefined,
      childrenNo: hasKids ? { conditional: 'else', operator: 'and', questions: [{ questionUid: q.hasChildren, comparison: 'greater-than', value: 0 }] } : { conditional: 'always' },
      groundIrreconcilable: { conditional: 'if', operator: 'and', questions: [{ questionUid: q.grounds, comparison: 'is', answer: 'Irreconcilable differences' }] },
      groundSeparation: { conditional: 'if', operator: 'and', questions: [{ questionUid: q.grounds, comparison: 'is', answer: 'Separation for three years' }] },
    },
  });
  // Leave out what points at a question this workflow does not have.
  const missing = (u: string | undefined) => u !== undefined && u.startsWith('missing:');
  for (const document of documents) {
    for (const rule of document.rules ?? []) {
      rule.actions = (rule.actions ?? []).filter((a) => !missing(a.question));
      for (const action of rule.actions) if (action.blocks) action.blocks = action.blocks.filter((b) => !missing(b.value));
    }
    document.rules = (document.rules ?? []).filter((r) => (r.actions ?? []).length && !(r.questions ?? []).some((x) => missing((x as { questionUid?: string }).questionUid)));
    // Without children the children-yes rule and clause would never apply: the logic checks (issue 20) call a
    // condition that can never be true an error, so they are left out rather than disabled by a contradiction.
    if (!hasKids) {
      document.rules = document.rules.filter((r) => r.name !== 'Children: yes');
      document.rules.forEach((r, i) => (r.order = i + 1));
      for (const rule of document.rules)
        for (const action of rule.actions ?? []) {
          if (!action.blocks) continue;
          action.blocks = action.blocks.filter((b) => b.name !== 'Children Clause');
          const text = action.savedData?.text;
          if (!text?.content) continue;
          // the clause's paragraphs go with its block, from its opening tag to its closing one
          const words = (node: { content?: { text?: string }[] }) => (node.content ?? []).map((c) => c.text ?? '').join('');
          let inClause = false;
          text.content = text.content.filter((node) => {
            if (words(node) === '**CHILDREN_CLAUSE**') inClause = true;
            const keep = !inClause;
            if (words(node) === '**/CHILDREN_CLAUSE**') inClause = false;
            return keep;
          });
        }
    }
  }
  workflow.documents = documents;
  writeFileSync(file, `${JSON.stringify(workflow, null, 2)}\n`);
  console.log(`${name}: ${documents.length} documents, ${documents.flatMap((d) => d.rules ?? []).flatMap((r) => r.actions ?? []).length} actions`);
}
