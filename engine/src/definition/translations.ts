// Bilingual definitions (ADR 035): the Spanish texts an author may write beside the English ones, the engine's
// reading of a definition in a person's language (English where a Spanish text is missing), and the list of what
// is missing. Choices keep their English text as their key: only what is shown changes, never what is stored.
import type { FormElement } from './elements.ts';
import type { WorkflowDefinition } from './workflow.ts';

import type { Language, TranslatedLanguage } from './translation-types.ts';

export { LANGUAGES, TRANSLATED_LANGUAGES } from './translation-types.ts';
export type { ElementTranslation, ElementTranslations, Language, TranslatedLanguage, WorkflowLanguage, WorkflowTranslation } from './translation-types.ts';

/** One person-facing text of a definition: where it is, its English and its translation if written. */
export interface TranslatableText {
  /** The element's uid, or '' for the workflow's own texts. */
  uid: string;
  /** The element's admin title, or the workflow's name. */
  title: string;
  /** 'label', 'help', 'options.Yes', 'fields.d1.label', 'headers.amount', 'images.house.title', 'name', ... */
  part: string;
  english: string;
  translated?: string;
}

/** The kinds of text the builder counts (TranslatableText.part's first segment). */
export type TextKind = 'label' | 'heading' | 'text' | 'placeholder' | 'prefix' | 'suffix' | 'help' | 'options' | 'fields' | 'headers' | 'images' | 'name' | 'description';

export const textKind = (part: string) => part.split('.')[0] as TextKind;

const nonEmpty = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

const PLAIN_PARTS = ['label', 'heading', 'text', 'placeholder', 'prefix', 'suffix'] as const;

/** The choices an element shows, by their English text (the stored key). */
export function elementChoices(element: FormElement): string[] {
  const choices = new Set<string>();
  const add = (list: readonly string[] | undefined) => list?.forEach((o) => nonEmpty(o) && choices.add(o));
  switch (element.type) {
    case 'single-select':
    case 'multi-select':
      add(element.options);
      break;
    case 'state-select':
      // the US states' names are the same proper nouns in both languages unless the author lists options
      add(element.options);
      break;
    case 'grouped-options':
      for (const list of Object.values(element.groupingOptions ?? {})) add(list);
      break;
    case 'item-table':
      for (const header of element.headers ?? []) add(header.options);
      break;
    case 'dialog-window':
      add(element.buttons);
      break;
    default:
      break;
  }
  return [...choices];
}

/** Every person-facing text of one element with its translation in `language`, in reading order. */
export function elementTexts(element: FormElement, language: TranslatedLanguage): TranslatableText[] {
  const tr = element.translations?.[language] ?? {};
  const texts: TranslatableText[] = [];
  const add = (part: string, english: string | undefined, translated: string | undefined) => {
    if (nonEmpty(english)) texts.push({ uid: element.uid, title: element.title, part, english, ...(nonEmpty(translated) ? { translated } : {}) });
  };
  for (const part of PLAIN_PARTS) add(part, element[part as keyof FormElement] as string | undefined, tr[part]);
  add('help', element.helpData?.text, tr.help);
  for (const choice of elementChoices(element)) add(`options.${choice}`, choice, tr.options?.[choice]);
  if (element.type === 'dialog-window')
    for (const field of element.dialogFields ?? []) {
      add(`fields.${field.uid}.label`, field.label, tr.fields?.[field.uid]?.label);
      add(`fields.${field.uid}.placeholder`, field.placeholder, tr.fields?.[field.uid]?.placeholder);
    }
  if (element.type === 'item-table') for (const header of element.headers ?? []) add(`headers.${header.value}`, header.text, tr.headers?.[header.value]);
  if (element.type === 'embedded-image')
    for (const image of element.images ?? []) {
      add(`images.${image.name}.title`, image.title, tr.images?.[image.name]?.title);
      add(`images.${image.name}.description`, image.description, tr.images?.[image.name]?.description);
    }
  return texts;
}

/** Every person-facing text of the workflow (its name and description, then each element's) in `language`. */
export function workflowTexts(definition: WorkflowDefinition, language: TranslatedLanguage): TranslatableText[] {
  const tr = definition.translations?.[language] ?? {};
  const own: TranslatableText[] = [];
  const add = (part: 'name' | 'description', english: string | undefined) => {
    if (nonEmpty(english)) own.push({ uid: '', title: definition.name, part, english, ...(nonEmpty(tr[part]) ? { translated: tr[part] } : {}) });
  };
  add('name', definition.name);
  add('description', definition.description);
  return [...own, ...definition.elements.flatMap((element) => elementTexts(element, language))];
}

/** The texts still missing in `language` (what publishing refuses while the workflow is offered in it). */
export function missingTranslations(definition: WorkflowDefinition, language: TranslatedLanguage): TranslatableText[] {
  return workflowTexts(definition, language).filter((t) => t.translated === undefined);
}

/** Whether the workflow's author offers it in `language` (English is always offered). */
export function offeredIn(definition: Pick<WorkflowDefinition, 'languages'>, language: Language): boolean {
  return language === 'en' || definition.languages?.[language]?.offered === true;
}

/** The language a person reads the workflow in: theirs when the workflow is offered in it, otherwise English. */
export function workflowLanguage(definition: Pick<WorkflowDefinition, 'languages'>, language: string | undefined): Language {
  return language === 'es' && offeredIn(definition, 'es') ? 'es' : 'en';
}

const pick = (translated: string | undefined, english: string | undefined) => (nonEmpty(translated) ? translated : english);

/**
 * The element as a person reading `language` sees it: each text in that language where the author wrote one,
 * otherwise the English one. Choices (options, buttons) keep their English text, which is what is stored; what they
 * show is `choiceLabel`. The element's translations stay on it, so the renderer can tell which parts are English.
 */
export function localizeElement<E extends FormElement>(element: E, language: Language): E {
  if (language === 'en') return element;
  const tr = element.translations?.[language];
  if (!tr) return element;
  const shown: Record<string, unknown> = { ...element };
  for (const part of PLAIN_PARTS) {
    const english = element[part as keyof FormElement] as string | undefined;
    if (english !== undefined) shown[part] = pick(tr[part], english);
  }
  if (element.helpData) shown.helpData = { ...element.helpData, text: pick(tr.help, element.helpData.text), youtubeLink: pick(tr.youtubeLink, element.helpData.youtubeLink) };
  if (element.type === 'dialog-window' && tr.fields)
    shown.dialogFields = element.dialogFields.map((f) => ({ ...f, label: pick(tr.fields?.[f.uid]?.label, f.label), placeholder: pick(tr.fields?.[f.uid]?.placeholder, f.placeholder) }));
  if (element.type === 'item-table' && tr.headers) shown.headers = element.headers.map((h) => ({ ...h, text: pick(tr.headers?.[h.value], h.text) }));
  if (element.type === 'embedded-image' && tr.images)
    shown.images = element.images.map((i) => ({ ...i, title: pick(tr.images?.[i.name]?.title, i.title), description: pick(tr.images?.[i.name]?.description, i.description) }));
  for (const key of Object.keys(shown)) if (shown[key] === undefined) delete shown[key];
  return shown as E;
}

/** The workflow as read in `language`: every element localized; rules, options and keys unchanged. */
export function localizeWorkflow(definition: WorkflowDefinition, language: Language): WorkflowDefinition {
  if (language === 'en') return definition;
  const tr = definition.translations?.[language];
  return {
    ...definition,
    ...(tr?.name ? { name: tr.name } : {}),
    ...(tr?.description && definition.description !== undefined ? { description: tr.description } : {}),
    elements: definition.elements.map((e) => localizeElement(e, language)),
  };
}

/** What a choice shows in `language` (its English text, the stored key, where no translation is written). */
export function choiceLabel(element: FormElement, choice: string, language: Language): { text: string; english: boolean } {
  const translated = language === 'en' ? undefined : element.translations?.[language]?.options?.[choice];
  return nonEmpty(translated) ? { text: translated, english: false } : { text: choice, english: language !== 'en' };
}

/**
 * Whether a part of a localized element is shown in English to a person reading `language` (the renderer marks it
 * lang="en"). `part` as in TranslatableText ('label', 'help', 'fields.d1.label').
 */
export function shownInEnglish(element: FormElement, part: string, language: Language): boolean {
  if (language === 'en') return false;
  const tr = element.translations?.[language];
  if (!tr) return true;
  const [kind, key, sub] = part.split('.');
  switch (kind as TextKind) {
    case 'options':
      return !nonEmpty(tr.options?.[key!]);
    case 'fields':
      return !nonEmpty(tr.fields?.[key!]?.[sub as 'label' | 'placeholder']);
    case 'headers':
      return !nonEmpty(tr.headers?.[key!]);
    case 'images':
      return !nonEmpty(tr.images?.[key!]?.[sub as 'title' | 'description']);
    default:
      return !nonEmpty((tr as Record<string, unknown>)[kind!] as string | undefined);
  }
}
