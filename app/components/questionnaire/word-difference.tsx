// A value's change word by word (jsdiff's parts from the server): removed words struck through, added words
// marked, each also named for screen readers, so the difference is not told by colour alone.
import type { WordPart } from '~/services/reviews/answer-changes';

export function WordDifference({ words }: { words: WordPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {words.map((w, i) =>
        w.kind === 'same' ? (
          <span key={i}>{w.text}</span>
        ) : w.kind === 'removed' ? (
          <del key={i} className="bg-red-50 text-danger">
            <span className="sr-only">removed: </span>
            {w.text}
          </del>
        ) : (
          <ins key={i} className="bg-green-50 text-green-800 no-underline">
            <span className="sr-only">added: </span>
            {w.text}
          </ins>
        ),
      )}
    </p>
  );
}
