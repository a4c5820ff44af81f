// The PDF reading thread when the server runs from its sources (`npm run dev`, the tests that import
// lib/pdf-sandbox.server.ts): lib/pdf-sandbox-thread.ts through tsx. The compiled server has it bundled instead.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-sandbox-thread.ts');
