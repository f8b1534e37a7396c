import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;

/** drizzle's parsers for PGlite (drizzle-orm/pglite/session.js): dates, times, intervals and their arrays stay text for drizzle to map. */
export const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type Queryable = Pick<PGlite | Transaction, 'query'>;

/**
 * drizzle passes DRIZZLE_PARSERS with every query, and PGlite then copies its whole parser table (342 entries once it
 * knows the array types) to read each result: a quarter of a submission's database time. Here the ready instance takes
 * them as its own (after the array types it reads at start, which they override), and drizzle gets a view of it, and of
 * its transactions, that leaves them out of each query. Everything else passes through.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  return withoutQueryParsers(client);
}

function withoutQueryParsers<Client extends Queryable>(client: Client): Client {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          if (options?.parsers === undefined) return target.query(text, params, options);
          const { parsers: _same, ...rest } = options;
          return target.query(text, params, rest);
        };
      }
      if (key === 'transaction') {
        const transaction = Reflect.get(target, key, target) as PGlite['transaction'];
        return (callback: (tx: Transaction) => Promise<unknown>) => transaction.call(target, (tx) => callback(withoutQueryParsers(tx)));
      }
      // The target as receiver: PGlite's getters read private fields, which a proxy does not have.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
