import type { Db } from './client';

/** A transaction, or the database itself: both run the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
