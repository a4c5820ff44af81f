// A text a service wrote in English, said in the request's language: the catalogue entry whose English it is, its
// placeholders read back from the text ('... ({{memoryMb}} MB of memory ...)'). For services whose refusals are
// English constants shared with tests and the CLI; a text no entry matches is said as it came (issue 35).
import type { Namespace } from '../../i18n/catalogues';
import { requestTexts } from './i18next.server';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English template as a whole-text pattern whose groups are its placeholders. */
function patternOf(english: string): RegExp {
  const parts = english.split(/\{\{\s*(\w+)\s*\}\}/);
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escape(part))).join('');
  return new RegExp(`^${source}$`, 's');
}

type Section = Readonly<Record<string, string>>;

/** The key of `section` whose English is `text`, with the values its placeholders took. */
export function knownTextKey(section: Section, text: string): { key: string; values: Record<string, string> } | undefined {
  for (const [key, english] of Object.entries(section)) {
    const match = patternOf(english).exec(text);
    if (match) return { key, values: { ...match.groups } };
  }
  return undefined;
}

/**
 * A function saying any of `section`'s English texts in the request's language (the section is `prefix` of the
 * `namespace` catalogue, given in English).
 */
export async function knownTexts(request: Request, namespace: Namespace, prefix: string, section: Section): Promise<(text: string) => string> {
  const t = (await requestTexts(request, namespace)) as unknown as (key: string, values: Record<string, string>) => string;
  return (text) => {
    const known = knownTextKey(section, text);
    return known ? t(`${prefix}.${known.key}`, known.values) : text;
  };
}
