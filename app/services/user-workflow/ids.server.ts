// Workflow ids: 20 random characters (end-user-journey.md §9).
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newWorkflowId(): string {
  // 248 is the largest multiple of 62 below 256: rejecting larger bytes keeps every character equally likely
  let id = '';
  while (id.length < 20) for (const b of randomBytes(32)) if (b < 248 && id.length < 20) id += ALPHABET[b % 62];
  return id;
}
