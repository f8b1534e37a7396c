import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, type EventSettings } from './event-settings';
import { siteSettingsStore, type SettingsState, type SettingsStore } from './settings-store';

export type { SettingsState };

/** A store of its own for a part of the tree (tests, the console after a change); the site's store otherwise. */
export const SettingsStoreContext = createContext<SettingsStore | undefined>(undefined);

export function useSettingsStore(): SettingsStore {
  return useContext(SettingsStoreContext) ?? siteSettingsStore();
}

/** The server's settings; the shipped defaults when the call fails or answers something unreadable. */
export function useEventSettings(): SettingsState {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * The settings for facts a page shows around its content (the contact address, the social links, the edition's links):
 * the shipped ones until the server's arrive. Dates wait for the server instead (useEventSettings).
 */
export function useEventFacts(): EventSettings {
  return useEventSettings().settings ?? DEFAULT_SETTINGS;
}
