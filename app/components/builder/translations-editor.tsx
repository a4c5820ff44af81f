// The element card's Spanish texts (ADR 035, issue 35 item 3): each text the element shows (label, heading, text,
// placeholder, prefix, suffix, help, each option) in English beside a box for its Spanish version, and how many are
// still missing. The English stays where it is in the element; the Spanish goes to `translations.es`, an emptied box
// removing its text (it shows in English again).
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

const PART_NAMES: Record<string, string> = {
  label: 'Label',
  heading: 'Heading',
  text: 'Text',
  placeholder: 'Placeholder',
  prefix: 'Prefix',
  suffix: 'Suffix',
  help: 'Help text',
};
const partName = (part: string) =>
  part.startsWith('options.') ? `Option '${part.slice('options.'.length)}'` : (PART_NAMES[part] ?? part);

export function TranslationsEditor({
  id,
  element,
  onChange,
}: {
  id: string;
  element: FormElement;
  onChange: (next: ElementTranslations | undefined, key: string | null) => void;
}) {
  const texts = elementTexts(element, 'es');
  if (!texts.length) return null;
  const missing = texts.filter((t) => t.translated === undefined).length;
  return (
    <fieldset className="grid gap-2 rounded-md border border-line p-2" aria-describedby={`${id}-missing`}>
      <legend className="text-sm font-medium">Spanish texts</legend>
      <p id={`${id}-missing`} className="text-sm text-muted">
        {missing === 0
          ? 'Every text has its Spanish version.'
          : `${missing} of ${texts.length} ${texts.length === 1 ? 'text has' : 'texts have'} no Spanish version yet.`}
      </p>
      {texts
        .filter((t) => edited(t.part))
        .map((t, i) => (
          <div key={t.part} className="grid gap-1 sm:grid-cols-2 sm:gap-2">
            {/* which text it is, on a line of its own above the English (an option's English is its own name) */}
            <p className="text-sm">
              <span className="block text-xs font-medium text-muted">{t.part.startsWith('options.') ? 'Option' : partName(t.part)}</span>
              <span lang="en">{t.english}</span>
            </p>
            <div>
              <label htmlFor={`${id}-${i}`} className="sr-only">
                {`${partName(t.part)} in Spanish`}
              </label>
              <input
                id={`${id}-${i}`}
                type="text"
                lang="es"
                className={inputClass}
                value={t.translated ?? ''}
                placeholder="Not translated yet"
                onChange={(e) =>
                  onChange(withSpanishText(element.translations, t.part, e.target.value), `${id}-${t.part}`)
                }
              />
            </div>
          </div>
        ))}
    </fieldset>
  );
}
