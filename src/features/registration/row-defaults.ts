import { createContext, useContext } from 'react';

/** Answers the first new row starts with: the team leader's, given on the entry page. */
export const FirstRowDefaultsContext = createContext<Record<string, unknown> | undefined>(undefined);

export const useFirstRowDefaults = () => useContext(FirstRowDefaultsContext);
