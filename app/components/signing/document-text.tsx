// The document to sign as text, in a disclosure that opens without JavaScript (<details>): its headings, paragraphs
// and answers as they print, read from the PDF's own structure (issue 32, item 9). Court documents print in
// English whatever the page's language, so the text says so (lang="en").
import type { ReadingBlock } from '~/engine.server';
import type { StipulationReading } from '~/services/signing/stipulation-reading.server';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADINGS: HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6'];
const HEADING_CLASS = { H1: 'text-lg font-semibold', H2: 'text-base font-semibold', H3: 'font-semibold' } as const;

function Block({ block, topLevel }: { block: ReadingBlock; topLevel: 2 | 3 }) {
  if (block.kind === 'P') return <p className="whitespace-pre-line">{block.text}</p>;
  if (block.kind === 'Figure')
    return (
      <p className="whitespace-pre-line italic text-muted">
        <span className="sr-only">Picture: </span>
        {block.text}
      </p>
    );
  const Heading = HEADINGS[Math.min(HEADINGS.length - 1, topLevel - 3 + Number(block.kind.slice(1)))] as HeadingTag;
  return <Heading className={HEADING_CLASS[block.kind]}>{block.text}</Heading>;
}

/**
 * `topLevel` is the level the document's first-level headings take, one below the section it stands in: 2 on a page
 * whose h1 is its title, 3 in a step headed h2.
 */
export function DocumentText({ reading, topLevel }: { reading: StipulationReading; topLevel: 2 | 3 }) {
  return (
    <details className="rounded-lg border border-line bg-white p-4">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-brand">{reading.summary}</summary>
      <div lang="en" className="mt-3 grid max-w-prose gap-3 break-words">
        {reading.documents.map((document) => (
          <section key={document.uid || 'document'} aria-label={document.name || undefined} className="grid gap-3">
            {document.blocks.map((block, i) => (
              <Block key={i} block={block} topLevel={topLevel} />
            ))}
          </section>
        ))}
      </div>
    </details>
  );
}
