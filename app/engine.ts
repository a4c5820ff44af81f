// The one way into the workflow engine for modules that run on both sides (components, the form reader):
// the engine's browser entry, which holds no server-only code (ajv, pdf-lib, Node modules), so it is the same
// in the server render and in the client bundle. A `.client` module would be empty in the server render (a
// past bug crashed pages that way). Server modules use ~/engine.server; eslint.config.js refuses other paths.
// The browser entry is already the curated list of what both sides may use; this module only fixes the path.
export * from '@accord/engine/browser';
