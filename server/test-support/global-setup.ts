import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type DbTemplate } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** One migrated and seeded template database per run; DATABASE_URL makes it a PostgreSQL one. */
export default async function setup(project: TestProject) {
  const template = await createTemplate(process.env.DATABASE_URL || undefined);
  project.provide('dbTemplate', template);
  return () => dropTemplate(template);
}
