#!/usr/bin/env node
// The accord CLI: runs the engine's TypeScript source directly through tsx, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
