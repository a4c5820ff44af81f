// What the engine says to a workflow's author (validation problems, logic-check findings, fill-check issues) as a code
// with values, beside its English sentence. The English here is what the CLI and logs print; an app says the same
// code from its own catalogue in the author's language, the values filled in the same way (issue 35).

/** A value of a text: a word or number as it is, or another text said in the same language (an owner, a reason). */
export type EngineTextValue = string | number | EngineText;

export interface EngineText {
  code: EngineTextCode;
  values: Readonly<Record<string, EngineTextValue>>;
}

/** A text that differs by `count`, as i18next's plural keys do (`code_one`, `code_other`). */
interface Plural {
  one: string;
  other: string;
}

const SIGNED_SETTING = 'People sign this document at step 5';

/**
 * Every text by code, in English, with i18next's `{{name}}` placeholders. A sentence's first letter is a capital
 * whatever its first value (an owner said mid-sentence starts in lower case).
 */
export const ENGINE_TEXTS = {
  // the definition as a whole, and its JSON Schema
  'definition-unreadable': 'The definition could not be read: {{problem}}',
  'schema-required': "Missing required property '{{name}}'.",
  'schema-unknown-property': "Unknown property '{{name}}'.",
  'schema-one-of': 'Must be one of: {{values}}.',
  'schema-not-allowed': 'This property is not allowed here.',
  'schema-type': 'Must be {{type}}.',
  'schema-min-length': 'Must NOT have fewer than {{limit}} characters.',
  'schema-max-length': 'Must NOT have more than {{limit}} characters.',
  'schema-min-items': 'Must NOT have fewer than {{limit}} items.',
  'schema-max-items': 'Must NOT have more than {{limit}} items.',
  'schema-limit': 'Must be {{comparison}} {{limit}}.',
  'schema-pattern': 'Must match pattern "{{pattern}}".',
  'schema-other': '{{problem}}.',
  // the builder's rules a schema cannot say
  'position-horizontal': 'Must be a value between 0 and 100',
  'position-vertical': 'Must be a value between 0 and 120',
  'page-missing': 'Page {{page}} does not exist: the document has {{pages}} page(s).',
  'display-logic-too-deep': 'Display logic of {{owner}} nests deeper than {{depth}} levels.',
  'first-page-break': 'The first form element must be a page-break: it starts the first page.',
  'formula-unknown-reference': 'Formula of "{{title}}" refers to {{reference}}, which names no form element (or item-table column).',
  'formula-error': 'Formula of "{{title}}": {{problem}}',
  'formula-cycle': 'Formulas depend on each other in a cycle: {{cycle}}.',
  'library-rule-uses-library': 'Library rule "{{name}}" contains a library node; a library rule cannot use another library rule.',
  'library-cycle': 'Library rules refer to each other in a cycle: {{cycle}}.',
  'test-unknown-question': 'In {{owner}}: no form element has the uid "{{uid}}".',
  'test-comparison-not-for-type': 'In {{owner}}: "{{comparison}}" cannot test element "{{title}}" of type {{type}} (use {{allowed}}).',
  'test-comparison-unknown-type': 'In {{owner}}: "{{comparison}}" cannot test element "{{title}}" of type {{type}}.',
  'test-needs-value': 'In {{owner}}: "{{comparison}}" needs a value, {{expected}}.',
  'test-between-needs-limit': 'In {{owner}}: "between" needs {{limit}}, {{expected}}.',
  'test-needs-answer': 'In {{owner}}: "{{comparison}}" needs an answer to compare with.',
  'test-answer-not-option': 'In {{owner}}: "{{answer}}" is not an option of "{{title}}".',
  'expected-date': 'a date as YYYY-MM-DD',
  'expected-number': 'a number',
  'library-rule-missing': 'No display-logic library rule has the uid "{{uid}}".',
  'grouping-question-wrong': 'Grouped options "{{title}}" must be grouped by a single-select or state-select question; "{{uid}}" is not one.',
  'rule-question-missing': 'No form element has the uid "{{uid}}".',
  'action-question-missing': 'Action "{{title}}" refers to no form element: "{{uid}}".',
  'block-question-missing': '{{owner}}: block **{{tag}}** prints the answer to "{{uid}}", which is no form element of this workflow.',
  'text-unknown-tag': '{{owner}}: the text has the tag **{{tag}}**, which no block or numbering level defines; it would print as it is.',
  'block-test-missing': '{{owner}}: block "{{block}}" tests "{{uid}}", which is no form element of this workflow.',
  'sharing-rule-twice': 'Only one Sharing Logic rule is allowed; the first is at {{first}}.',
  'signed-document-none-yet': `This workflow has no document for people to sign at step 5. Add a document in step 4 and tick '${SIGNED_SETTING}' on it.`,
  'signed-document-unmarked': `No document is marked as the one people sign at step 5. In step 4, open that document and tick '${SIGNED_SETTING}'.`,
  'signed-document-two': `Only one document can be the one people sign at step 5, but {{names}} are both marked. In step 4, untick '${SIGNED_SETTING}' on all but one.`,
  'signed-document-several': `Only one document can be the one people sign at step 5, but {{names}} are all marked. In step 4, untick '${SIGNED_SETTING}' on all but one.`,
  'translation-names-no-option': "The translation of '{{choice}}' in {{title}} names no option of that element: rename it to the option's English text or remove it.",
  'page-name-not-unique': 'Name must be unique within the scope of all template images.',
  'title-not-unique': 'Please enter a unique title for this form element.',
  'uid-not-unique': 'The uid "{{uid}}" is already used at {{first}}.',
  // what a condition or a check belongs to, said inside a sentence
  'owner-element': 'element "{{title}}"',
  'owner-library-rule': 'library rule "{{name}}"',
  'owner-element-logic': 'display logic of element "{{title}}"',
  'owner-document-logic': 'display logic of document "{{name}}"',
  'owner-document-rule': 'rule "{{rule}}" of document "{{document}}"',
  'owner-text-editor': 'Text editor "{{title}}"',
  'owner-the-element-logic': 'the display logic of "{{title}}"',
  'owner-the-library-rule': 'the library rule "{{name}}"',
  'owner-the-document-logic': 'the display logic of document "{{name}}"',
  'owner-the-document-rule': 'the rule "{{rule}}" of document "{{document}}"',
  'owner-the-block': 'the block "{{block}}" of rule "{{rule}}"',
  'list-and': '{{first}} and {{rest}}',
  'list-or': '{{first}} or {{rest}}',
  // the logic checks' findings
  'unfinished-test-question': '{{owner}} has an unfinished test: choose its question, or remove the test.',
  'unfinished-test-comparison': '{{owner}} has an unfinished test of "{{title}}": choose how it compares, or remove the test.',
  'unfinished-test-value': '{{owner}} has an unfinished test of "{{title}}": choose what it compares with, or remove the test.',
  'deleted-question-test': '{{owner}} tests a question that no longer exists (uid "{{uid}}"). Choose another question or remove the test.',
  'comparison-not-for-type': '{{owner}} tests "{{title}}" ({{type}}) with "{{comparison}}", which that kind of answer does not have; use {{allowed}}.',
  'comparison-not-for-type-none': '{{owner}} tests "{{title}}" ({{type}}) with "{{comparison}}", which that kind of answer does not have; it holds no answer to test.',
  'deleted-question-rule': '{{rule}} shows or hides a question that no longer exists (uid "{{uid}}").',
  'deleted-question-action': '{{rule}}: its action "{{action}}" prints a question that no longer exists (uid "{{uid}}").',
  'deleted-question-block': '{{rule}}: its block "{{block}}" prints a question that no longer exists (uid "{{uid}}").',
  'later-question': '"{{title}}" shows or hides depending on "{{question}}", which comes after it in the questionnaire: people would answer it only later.',
  'later-question-library': '"{{title}}" uses the library rule "{{rule}}", which tests {{questions}}, placed after "{{title}}" in the questionnaire.',
  'computed-cycle': 'A computed property is part of a circle: {{names}}. Each waits for the other, so neither its value nor what shows can be decided. Break the circle.',
  'display-logic-cycle': "Display logic goes round in a circle: {{names}}. Each element's showing waits for the other's answer. Break the circle.",
  'test-never-true': 'In {{owner}}, the test "{{test}}" can never be true{{reason}}.',
  'test-always-true': 'In {{owner}}, the test "{{test}}" is always true{{reason}}, so it decides nothing.',
  'reason-never-shown': ': "{{title}}" can never be shown, so it is never answered',
  'reason-no-answer': ': no answer "{{title}}" accepts passes it',
  'condition-never-true': '{{owner}}{{node}} can never be true: its tests contradict each other.',
  'condition-always-true': '{{owner}}{{node}} is always true: whatever the answers, it holds, so its tests decide nothing.',
  'node-name': ' (node "{{name}}")',
  'page-never-shown': { one: 'The page "{{title}}" can never be shown, nor its {{count}} element: {{why}}.', other: 'The page "{{title}}" can never be shown, nor its {{count}} elements: {{why}}.' },
  'required-never-shown': '"{{title}}" is required but can never be shown: {{why}}, so nobody can answer it.',
  'element-never-shown': '"{{title}}" can never be shown: {{why}}.',
  'required-page-never-shown': '"{{title}}" is required but can never be shown: its page "{{page}}" never shows.',
  'why-hidden-by-default': 'its display logic (hidden by default) never lets it show',
  'why-logic-and-rules': 'its display logic and rules never let it show',
  // a test in words: 'MARRIED is "Yes"'; the operand, when there is one, is ' "Yes"'
  'operand': ' {{value}}',
  'test-collaborating': 'the spouses are collaborating',
  'test-unilateral': 'the petitioner is filing alone (unilateral)',
  'test-between': '{{title}} is between {{low}} and {{high}}',
  'test-greater-than': '{{title}} is greater than{{operand}}',
  'test-equal-to': '{{title}} is equal to{{operand}}',
  'test-less-than': '{{title}} is less than{{operand}}',
  'test-after': '{{title}} is after{{operand}}',
  'test-before': '{{title}} is before{{operand}}',
  'test-answered': '{{title}} is answered{{operand}}',
  'test-not-answered': '{{title}} is not answered{{operand}}',
  'test-contains': '{{title}} contains{{operand}}',
  'test-uploaded': '{{title}} is uploaded{{operand}}',
  'test-not-uploaded': '{{title}} is not uploaded{{operand}}',
  'test-before-watch': '{{title}} is not watched yet{{operand}}',
  'test-after-watch': '{{title}} is watched{{operand}}',
  'test-signed': '{{title}} is signed{{operand}}',
  'test-not-signed': '{{title}} is not signed{{operand}}',
  'test-is': '{{title}} is{{operand}}',
  'test-is-not': '{{title}} is not{{operand}}',
  'test-any': '{{title}} has any of{{operand}}',
  'test-all': '{{title}} has all of{{operand}}',
  'test-other': '{{title}} {{comparison}}{{operand}}',
  // the fill checks, which read the templates' own form fields
  'fill-not-a-pdf-page': 'In document "{{document}}": the action "{{action}}" fills a form field on page {{page}}, which is not a page of an uploaded PDF.',
  'fill-template-problem': 'In document "{{document}}": {{problem}}',
  'fill-field-missing': 'In document "{{document}}": the action "{{action}}" fills the field "{{field}}", which the template {{file}} does not have.',
  'fill-options-not-choices': {
    one: 'In document "{{document}}": the action "{{action}}" fills the field "{{field}}" with the answer to "{{question}}", which offers {{missing}}: that is not among the field\'s choices ({{choices}}).',
    other: 'In document "{{document}}": the action "{{action}}" fills the field "{{field}}" with the answer to "{{question}}", which offers {{missing}}: those are not among the field\'s choices ({{choices}}).',
  },
  'fill-checkbox-answer': 'In document "{{document}}": the action "{{action}}" fills the field "{{field}}" with the answer to "{{question}}": the box is checked when the answer is "{{answer}}", which is not one of the question\'s options ({{options}}).',
  'fill-may-be-cut': 'In document "{{document}}": the action "{{action}}" fills the field "{{field}}" with the answer to "{{question}}", which takes at most {{max}} characters: a longer answer is cut to fit.',
  'fill-too-long': 'In document "{{document}}": the action "{{action}}" fills the field "{{field}}" with the answer to "{{question}}", which takes at most {{max}} characters, but the answer can print as {{examples}} ({{longest}} characters).',
  'fill-required-unfilled': 'In document "{{document}}": the form\'s required field "{{field}}" is filled by no question.',
} as const satisfies Record<string, string | Plural>;

export type EngineTextCode = keyof typeof ENGINE_TEXTS;

/** Every code, for an app's test that its catalogue says each one. */
export const ENGINE_TEXT_CODES = Object.keys(ENGINE_TEXTS) as EngineTextCode[];

export function engineText(code: EngineTextCode, values: Record<string, EngineTextValue> = {}): EngineText {
  return { code, values };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The text in English as a part of a sentence (no capital added). */
export function englishPart(text: EngineText): string {
  const template: string | Plural = ENGINE_TEXTS[text.code];
  const chosen = typeof template === 'string' ? template : text.values.count === 1 ? template.one : template.other;
  return chosen.replace(PLACEHOLDER, (_, name: string) => {
    const value = text.values[name];
    return value === undefined ? '' : typeof value === 'object' ? englishPart(value) : String(value);
  });
}

/** A sentence's first letter as a capital: how every language here starts one. */
export const capitalized = (sentence: string) => sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);

/** The text in English, as the CLI prints it. */
export function englishOf(text: EngineText): string {
  return capitalized(englishPart(text));
}

/** 'a', 'a or b', 'a or b or c' as nested texts, so each language joins them with its own word. */
export function listOf(items: readonly EngineTextValue[], joiner: 'list-and' | 'list-or'): EngineTextValue {
  if (items.length <= 1) return items[0] ?? '';
  return engineText(joiner, { first: items[0]!, rest: listOf(items.slice(1), joiner) });
}
