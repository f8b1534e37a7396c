import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from '../../../server/test-support/db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory whose embedded database is migrated and seeded: each site copies it. */
    siteDataTemplate: string;
  }
}

/** PGlite runs initdb, migrations and the seed once per run instead of once per site (about 4 s each on 2 cores). */
export default async function setup(project: TestProject) {
  const template = await createTemplate();
  if (template.kind !== 'pglite') throw new Error('The browser journeys run on the embedded database.');
  project.provide('siteDataTemplate', template.dataDir);
  return () => dropTemplate(template);
}
