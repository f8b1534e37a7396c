import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

// Type-only import: no query code on the home page.
/** A query client given by the caller (each test its own); the pages' shared one otherwise. */
export const QueryClientChoice = createContext<QueryClient | undefined>(undefined);
