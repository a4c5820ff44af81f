// The shapes of a definition's texts in other languages (ADR 035); what the engine does with them is translations.ts.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages a definition may carry beside English (its own texts are the English ones). */
export const TRANSLATED_LANGUAGES = ['es'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** One element's texts in another language; every part is optional (a missing one shows in English). */
export interface ElementTranslation {
  label?: string;
  heading?: string;
  text?: string;
  placeholder?: string;
  prefix?: string;
  suffix?: string;
  /** helpData.text */
  help?: string;
  /** helpData.youtubeLink: a help video in the language */
  youtubeLink?: string;
  /**
   * What a choice shows, by its English text (the stored key): the options of a select, a multi-select or a
   * state-select, grouped options, a table column's options and a dialog window's buttons.
   */
  options?: Record<string, string>;
  /** A dialog window's fields, by field uid. */
  fields?: Record<string, { label?: string; placeholder?: string }>;
  /** An item table's column headings, by the column's value. */
  headers?: Record<string, string>;
  /** An embedded image's title and description, by image name. */
  images?: Record<string, { title?: string; description?: string }>;
}

export type ElementTranslations = Partial<Record<TranslatedLanguage, ElementTranslation>>;

/** Whether the workflow is offered in a language, and whether a person has reviewed its translation. */
export interface WorkflowLanguage {
  offered: boolean;
  reviewed?: boolean;
}

export interface WorkflowTranslation {
  name?: string;
  description?: string;
}
