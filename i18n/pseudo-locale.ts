// The pseudo-locale, for tests only (issue 35, item 6; ADR 026): every catalogue text made from the English one at
// load, each letter accented, the whole wrapped in ⟦ ⟧ and a third longer, so a page in it shows at a glance which
// words did not come from a catalogue (they have plain letters and no brackets) and whether the layout holds longer
// words. What i18next and react-i18next read inside a text stays as it is: interpolations ({{name}}, {{count, number}}),
// nesting ($t(key)), the tags `Trans` fills (<0>…</0>, <legal>…</legal>, <br/>) and HTML entities; plural keys (_one,
// _other) are kept, since only values change. Loaded only for that language (a chunk of its own), which the app
// accepts only with TEST_PSEUDO_LOCALE set (the e2e app sets it, `npm start` never does).

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);

// words of filler, accented like the rest, that make a text a third longer and can break across lines like words do
const FILLER = 'ļöñĝéŕ ţéẋţ ƒöŕ ţĥé ļáýöûţ ';

// what must reach i18next or React untouched: {{…}} interpolations, $t(…) nesting, <tags>, </tags>, <tags/>, &entities;
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9_-]+\s*\/?>|&[a-zA-Z]+;|&#\d+;)/;

/** One text in the pseudo-locale: accented, a third longer, bracketed; its placeholders and tags unchanged. */
export function pseudoText(text: string): string {
  // an empty text stays empty: it shows nothing in English either
  if (text === '') return text;
  let visible = 0;
  const parts = text.split(PROTECTED).map((part, i) => {
    // split with one capturing group: odd indexes are the protected pieces
    if (i % 2 === 1) return part;
    visible += part.length;
    return [...part].map((c) => ACCENTED[c] ?? c).join('');
  });
  const extra = Math.ceil(visible / 3);
  const padding = extra > 0 ? ` ${FILLER.repeat(Math.ceil(extra / FILLER.length) + 1).slice(0, extra).trimEnd()}` : '';
  return `${PSEUDO_OPEN}${parts.join('')}${padding}${PSEUDO_CLOSE}`;
}

/** A catalogue (nested objects, arrays, texts) with every text in the pseudo-locale and every key kept. */
export function pseudoMessages<T>(messages: T): T {
  if (typeof messages === 'string') return pseudoText(messages) as T;
  if (Array.isArray(messages)) return messages.map((item: unknown) => pseudoMessages(item)) as T;
  if (messages && typeof messages === 'object') return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudoMessages(value as unknown)])) as T;
  return messages;
}
