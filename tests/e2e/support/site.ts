import { inject } from 'vitest';
import { launchSite, type Site } from './site-process';

export type { Site };

/**
 * Starts `npm start`'s script on a free port with a fresh data directory, a copy of the run's
 * migrated and seeded database (global-setup.ts), and resolves once the site answers. `env` adds
 * variables, e.g. CAPTCHA_PROVIDER.
 */
export function startSite(env: Record<string, string> = {}): Promise<Site> {
  return launchSite(env, inject('siteDataTemplate'));
}
