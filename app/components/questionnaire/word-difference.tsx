// A value's change word by word (jsdiff's parts from the server): removed words struck through, added words
// underlined, each also named for screen readers, so the difference is not told by colour alone. A word replaced by
// another comes out of jsdiff as a removed part right against an added one ("Sam" then "Samuel"), which would read
// as "SamSamuel": an arrow stands between them, shown but not spoken (the spoken prefixes already say it).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { WordPart } from '~/services/user-workflow/answer-changes';

const touchesPrevious = (words: WordPart[], i: number) => i > 0 && words[i]!.kind !== 'same' && words[i - 1]!.kind !== 'same' && words[i - 1]!.kind !== words[i]!.kind;

export function WordDifference({ words }: { words: WordPart[] }) {
  const { t } = useTranslation('questionnaire');
  return (
    <p className="whitespace-pre-wrap break-words">
      {words.map((w, i) => (
        <Fragment key={i}>
          {touchesPrevious(words, i) ? (
            <span aria-hidden="true" className="px-1 text-muted">
              →
            </span>
          ) : null}
          {w.kind === 'same' ? (
            <span>{w.text}</span>
          ) : w.kind === 'removed' ? (
            <del className="rounded-sm bg-red-50 px-0.5 text-danger line-through">
              <span className="sr-only">{t('words.removed')}</span>
              {w.text}
            </del>
          ) : (
            <ins className="rounded-sm bg-green-50 px-0.5 text-green-800 underline decoration-2 underline-offset-2">
              <span className="sr-only">{t('words.added')}</span>
              {w.text}
            </ins>
          )}
        </Fragment>
      ))}
    </p>
  );
}
