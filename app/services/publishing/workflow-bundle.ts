// The builder's export (workflow-builder.md §2 Export): one JSON file holding a form's definition and its template
// files, the same bundle Move to stage sends (stage.server.ts). `accord validate`, `test` and `render` read it as it is.
export const BUNDLE_FORMAT = 'accord-workflow-bundle/1';

/** The name an exported bundle is saved under: the workflow's name, made safe for a file system. */
export function bundleFileName(workflowName: string): string {
  const stem = workflowName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'workflow';
  return `${stem}.accord.json`;
}

/** A form never saved has no id and no files yet: its bundle is the definition alone. */
export function unsavedBundle(definition: { name?: string }, version: string) {
  return { format: BUNDLE_FORMAT, form: { id: 'unsaved', name: definition.name || 'New workflow', version, definition }, files: [] as const };
}

/** The definition inside a bundle, or the file itself when it is a definition exported before bundles. */
export function definitionInFile(parsed: unknown): unknown {
  const record = parsed as { format?: unknown; form?: { definition?: unknown } } | null;
  return record && typeof record === 'object' && record.format === BUNDLE_FORMAT ? record.form?.definition : parsed;
}

/** How many files a bundle carries (templates, element pictures); 0 for a bare definition. */
export function bundleFileCount(parsed: unknown): number {
  const record = parsed as { format?: unknown; files?: unknown } | null;
  return record && typeof record === 'object' && record.format === BUNDLE_FORMAT && Array.isArray(record.files) ? record.files.length : 0;
}
