import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { OptionStore } from '../options/option-store';
import type { AssistantConfig } from './assistant-config';
import type { FetchLike } from './outside-call';

/** What every assistant reads: the event's data (never the applications), its configuration, and a way out. */
export interface AssistantEnv {
  db: Db;
  options: OptionStore;
  config: AssistantConfig;
  fetch: FetchLike;
  log: Pick<FastifyBaseLogger, 'warn'>;
}
