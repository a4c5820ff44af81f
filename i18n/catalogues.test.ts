// Every language says everything English says (issue 35, item 1): the same keys, the same placeholders, and a
// Spanish text that is not the English one left untranslated, outside a reviewed list of texts that read the same.
import { describe, expect, it } from 'vitest';
import { loadCatalogue, NAMESPACES } from './catalogues';
import { LANGUAGES } from './languages';

/** Texts that are the same in Spanish on purpose: names and symbols only. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'common:footer.copyright',
  'common:status.pageTitle',
  'accounts:pageTitle',
  'common:signInNotices.accountCreatedSpouseStarted',
  'profile:photo.errorPrefix',
  'site:verify.errorPrefix',
  'common:errorTitlePrefix',
  'common:no',
  'emails:layout.copyright',
  'site:home.price',
  'site:legal.tabTitle',
  'site:verify.signer',
  'site:verify.sha256',
  'documents:placement.mark',
  'documents:placement.action',
  'documents:formFields.listTitle',
  'documents:publishing.heading',
  'documents:publishing.stakeholderStatus',
  'admin:tabTitle',
  'admin:no',
  'admin:statistics.no',
  'questionnaire:fields.no',
  'questionnaire:fields.video',
  'questionnaire:form.attentionItem',
  'questionnaire:messages.at.column',
  'builder:steps.numbered',
  'builder:closeDialog.no',
  'builder:logic.errors_one',
  'builder:logic.errorPrefix',
  'builder:logic.error',
  'builder:formPreview.choice',
  'accounts:createUser.inviter.legend',
  'documents:actions.ruleChoice',
  'documents:actions.zoom',
  'documents:actions.legendItem',
  'guide:pay.back.no',
  'builder:condition.nodeLabel',
  'admin:workflows.no',
  'admin:workflows.card.statusSince',
  'admin:workflows.collaboratorNamed',
  'admin:approval.stakeholder',
  'admin:workflowData.formAndId',
  'admin:workflowData.ownerAndEmail',
  'admin:workflowData.finalFinished',
  'admin:workflowData.details.formWhat',
  'admin:workflowData.details.no',
  'admin:userRecord.no',
  'guide:signing.error',
  'guide:paymentPages.amount',
  'questionnaire:changes.page',
  'admin:workflowTypes.no',
  'admin:prices.variants.unilateral',
  'admin:backups.bytes',
  'admin:backups.kilobytes',
  'admin:backups.megabytes',
  'admin:backups.writtenAt',
  'admin:childSupport.fields.hyperlinkPlaceholder',
  'questionnaire:changes.values.no',
  'questionnaire:survey.no',
  'documents:engine.operand',
  'documents:actions.kindNames.add-x',
  'documents:currentAction.x',
  'documents:currentAction.y',
  'admin:workflows.card.lastModifiedDate',
  'documents:publishing.tabTitle',
  'documents:publishing.choice',
  'documents:publishing.date',
  'documents:ruleConfiguration.counts',
  'documents:ruleConfiguration.ruleHeading',
  'documents:ruleConfiguration.ruleLine',
  'builder:condition.summary.one',
  'builder:condition.summary.many',
  'builder:condition.summary.compared',
  'builder:condition.summary.bare',
  'documents:publishing.place.placed',
  'documents:publishing.place.child',
  'documents:publishing.place.ruleCondition',
  // the states whose Spanish name is their English one (reviewed: Utah's court forms and USAGov en español write them so)
  ...['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Maine', 'Maryland', 'Massachusetts', 'Minnesota', 'Montana', 'Nebraska', 'Nevada', 'Ohio', 'Oklahoma', 'Rhode Island', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'Wisconsin', 'Wyoming'].map((state) => `admin:usStates.${state}`),
]);

function flatten(messages: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s catalogue', (namespace) => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('in %s has every English key, with the same placeholders, translated', async (language) => {
    const english = flatten(await loadCatalogue('en', namespace));
    const other = flatten(await loadCatalogue(language, namespace));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = other.get(key)!;
      expect(placeholders(translated), `${namespace}:${key}`).toEqual(placeholders(text));
      expect(translated.trim(), `${namespace}:${key} is empty`).not.toBe('');
      if (!SAME_IN_EVERY_LANGUAGE.has(`${namespace}:${key}`)) expect(translated, `${namespace}:${key} is still English`).not.toBe(text);
    }
  });
});

it('an unknown language or namespace has no messages, so i18next falls back to English', async () => {
  expect(await loadCatalogue('fr', 'common')).toEqual({});
  expect(await loadCatalogue('es', 'nothing')).toEqual({});
});
