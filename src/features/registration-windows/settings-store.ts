import { ApiError, getData } from '../../lib/api';
import { readPageData } from '../../lib/page-data';
import { DEFAULT_SETTINGS, parseSettings, type EventSettings } from './event-settings';

export type SettingsState = { loading: true; settings?: undefined } | { loading: false; settings: EventSettings };

export interface SettingsStore {
  get: () => SettingsState;
  subscribe: (listener: () => void) => () => void;
  /** Asks the server again (after an organiser changed them); the current settings stay shown meanwhile. */
  refresh: () => void;
}

const LOADING: SettingsState = { loading: true };
// A lost connection often comes back within a second; the page shows loading meanwhile.
const RETRY_AFTER_MS = 1000;

/**
 * The event settings for the whole site without a query library on the home page: the ones the server wrote into
 * the page, else one request (tried once more after an outage; a 4xx would only be refused again), else the
 * shipped defaults.
 */
export function createSettingsStore(initial: unknown, fetchSettings = () => getData<unknown>('/settings')): SettingsStore {
  const fromPage = parseSettings(initial);
  let state: SettingsState = fromPage ? { loading: false, settings: fromPage } : LOADING;
  let started = fromPage !== undefined;
  const listeners = new Set<() => void>();
  const set = (next: SettingsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const load = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        set({ loading: false, settings: parseSettings(await fetchSettings()) ?? DEFAULT_SETTINGS });
        return;
      } catch (error) {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (refused || attempt >= 1) {
          if (state.loading) set({ loading: false, settings: DEFAULT_SETTINGS });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      }
    }
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      if (!started) {
        started = true;
        void load();
      }
      return () => listeners.delete(listener);
    },
    refresh: () => void load(),
  };
}

let siteStore: SettingsStore | undefined;

/** The store of the page: made on first use from the page's data. */
export function siteSettingsStore(): SettingsStore {
  return (siteStore ??= createSettingsStore(readPageData().settings));
}

/** Tests start each case with no settings read. */
export function forgetSiteSettings(): void {
  siteStore = undefined;
}
