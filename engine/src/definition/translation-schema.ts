// JSON Schema of a definition's texts in other languages (ADR 035), kept in step with translations.ts.
import { TRANSLATED_LANGUAGES } from './translation-types.ts';

const str = { type: 'string' } as const;
const texts = { type: 'object', additionalProperties: str } as const;

const elementTranslationSchema = {
  type: 'object',
  properties: {
    label: str,
    heading: str,
    text: str,
    placeholder: str,
    prefix: str,
    suffix: str,
    help: str,
    youtubeLink: str,
    options: texts,
    fields: { type: 'object', additionalProperties: { type: 'object', properties: { label: str, placeholder: str }, additionalProperties: false } },
    headers: texts,
    images: { type: 'object', additionalProperties: { type: 'object', properties: { title: str, description: str }, additionalProperties: false } },
  },
  additionalProperties: false,
} as const;

const byLanguage = <S>(schema: S) => ({
  type: 'object',
  properties: Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, schema])) as Record<(typeof TRANSLATED_LANGUAGES)[number], S>,
  additionalProperties: false,
}) as const;

export const elementTranslationsSchema = byLanguage(elementTranslationSchema);

export const workflowLanguagesSchema = byLanguage({
  type: 'object',
  required: ['offered'],
  properties: { offered: { type: 'boolean' }, reviewed: { type: 'boolean' } },
  additionalProperties: false,
} as const);

export const workflowTranslationsSchema = byLanguage({
  type: 'object',
  properties: { name: str, description: str },
  additionalProperties: false,
} as const);
