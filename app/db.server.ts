// The app's way into the database started by the server entry (see db/client.ts for why it is shared).
export { getDb, inTransaction } from '../db/client';
export type { Database, Queryable } from '../db/client';
