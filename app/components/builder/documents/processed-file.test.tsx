import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_DOCUMENTS_TEXT } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { ProcessedFile } from './processed-file';

describe("step 7's processed file", () => {
  it('of a workflow without documents says what its PDF prints (workflow-builder.md §8 No documents)', () => {
    const definition = { ...newFormDefinition('No documents'), documents: [] };
    const html = renderToStaticMarkup(<ProcessedFile definition={definition} formId="form0000000000000001" documentUid={undefined} onDocument={() => undefined} answers={{}} />);
    expect(html).toContain(NO_DOCUMENTS_TEXT);
  });
});
