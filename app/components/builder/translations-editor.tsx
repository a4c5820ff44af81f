// The element card's Spanish texts (ADR 035, issue 35 item 3): each text the element shows (label, heading, text,
// placeholder, prefix, suffix, help, each option) in English beside a box for its Spanish version, and how many are
// still missing. The English stays where it is in the element; the Spanish goes to `translations.es`, an emptied box
// removing its text (it shows in English again).
import { useTranslation } from 'react-i18next';
import { elementTexts, type ElementTranslation, type FormElement } from '~/engine';

type ElementTranslations = NonNullable<FormElement['translations']>;
import { inputClass } from './attribute-controls';

/** The texts this editor edits: plain ones, the help text and the options (dialog fields, headings, images have none yet). */
const edited = (part: string) =>
  !part.startsWith('fields.') && !part.startsWith('headers.') && !part.startsWith('images.');

/** `translations` with the Spanish version of `part` ('label', 'help', 'options.Yes') set to `value` (empty removes it). */
export function withSpanishText(
  translations: ElementTranslations | undefined,
  part: string,
  value: string,
): ElementTranslations | undefined {
  const es: ElementTranslation = structuredClone(translations?.es ?? {});
  const text = value.trim() === '' ? undefined : value;
  if (part.startsWith('options.')) {
    const options = { ...es.options };
    const choice = part.slice('options.'.length);
    if (text === undefined) delete options[choice];
    else options[choice] = text;
    if (Object.keys(options).length) es.options = options;
    else delete es.options;
  } else {
    const key = part as Exclude<keyof ElementTranslation, 'options' | 'fields' | 'headers' | 'images'>;
    if (text === undefined) delete es[key];
    else es[key] = text;
  }
  const rest = { ...translations };
  delete rest.es;
  const next: ElementTranslations = Object.keys(es).length ? { ...rest, es } : rest;
  return Object.keys(next).length ? next : undefined;
}

/** The texts named in the builder catalogue (`translations.parts.help`: 'Help text'); another is shown by its key. */
const PART_NAMES = ['label', 'heading', 'text', 'placeholder', 'prefix', 'suffix', 'help'] as const;
const isNamedPart = (part: string): part is (typeof PART_NAMES)[number] => (PART_NAMES as readonly string[]).includes(part);

export function TranslationsEditor({
  id,
  element,
  onChange,
}: {
  id: string;
  element: FormElement;
  onChange: (next: ElementTranslations | undefined, key: string | null) => void;
}) {
  const { t } = useTranslation('builder', { keyPrefix: 'translations' });
  const texts = elementTexts(element, 'es');
  if (!texts.length) return null;
  const partName = (part: string) =>
    part.startsWith('options.') ? t('optionNamed', { option: part.slice('options.'.length) }) : isNamedPart(part) ? t(`parts.${part}`) : part;
  const missing = texts.filter((text) => text.translated === undefined).length;
  return (
    <fieldset className="grid gap-2 rounded-md border border-line p-2" aria-describedby={`${id}-missing`}>
      <legend className="text-sm font-medium">{t('legend')}</legend>
      <p id={`${id}-missing`} className="text-sm text-muted">
        {missing === 0 ? t('allTranslated') : t('missing', { missing, count: texts.length })}
      </p>
      {texts
        .filter((text) => edited(text.part))
        .map((text, i) => (
          <div key={text.part} className="grid gap-1 sm:grid-cols-2 sm:gap-2">
            {/* which text it is, on a line of its own above the English (an option's English is its own name) */}
            <p className="text-sm">
              <span className="block text-xs font-medium text-muted">{text.part.startsWith('options.') ? t('option') : partName(text.part)}</span>
              <span lang="en">{text.english}</span>
            </p>
            <div>
              <label htmlFor={`${id}-${i}`} className="sr-only">
                {t('inSpanish', { part: partName(text.part) })}
              </label>
              <input
                id={`${id}-${i}`}
                type="text"
                lang="es"
                className={inputClass}
                value={text.translated ?? ''}
                placeholder={t('notTranslated')}
                onChange={(e) =>
                  onChange(withSpanishText(element.translations, text.part, e.target.value), `${id}-${text.part}`)
                }
              />
            </div>
          </div>
        ))}
    </fieldset>
  );
}
