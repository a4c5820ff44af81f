// The document to sign as text (issue 32, item 9): a disclosure that opens without JavaScript, whose headings continue
// the page's outline below the section it stands in, and whose pictures say what they are.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StipulationReading } from '~/services/signing/stipulation-reading.server';
import { DocumentText } from './document-text';

const reading: StipulationReading = {
  summary: 'Read the stipulation as text',
  documentSha256: 'abc',
  documents: [
    {
      uid: 'docstip',
      name: 'Stipulation and Agreement',
      blocks: [
        { kind: 'H1', text: 'Stipulation' },
        { kind: 'H2', text: 'Children' },
        { kind: 'P', text: 'Petitioner: Robin Tester\nRespondent: Sam Țăranu' },
        { kind: 'Figure', text: 'Signature of the petitioner' },
      ],
    },
  ],
};

describe('the document as text', () => {
  it('is a <details> disclosure with the summary, closed until opened, in English whatever the page language', () => {
    const html = renderToStaticMarkup(<DocumentText reading={reading} topLevel={3} />);
    expect(html).toMatch(/^<details[^>]*><summary[^>]*>Read the stipulation as text<\/summary>/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('lang="en"');
    expect(html).toContain('aria-label="Stipulation and Agreement"');
  });

  it("puts the document's headings one level below the section it stands in: h3 and h4 in a step headed h2, h2 and h3 on a page", () => {
    const inStep = renderToStaticMarkup(<DocumentText reading={reading} topLevel={3} />);
    expect(inStep).toMatch(/<h3[^>]*>Stipulation<\/h3>/);
    expect(inStep).toMatch(/<h4[^>]*>Children<\/h4>/);
    const onPage = renderToStaticMarkup(<DocumentText reading={reading} topLevel={2} />);
    expect(onPage).toMatch(/<h2[^>]*>Stipulation<\/h2>/);
    expect(onPage).toMatch(/<h3[^>]*>Children<\/h3>/);
  });

  it('keeps the line breaks of an answer and says a picture is one', () => {
    const html = renderToStaticMarkup(<DocumentText reading={reading} topLevel={3} />);
    expect(html).toMatch(/<p class="whitespace-pre-line">Petitioner: Robin Tester\nRespondent: Sam Țăranu<\/p>/);
    expect(html).toMatch(/<span class="sr-only">Picture: <\/span>Signature of the petitioner/);
  });
});
