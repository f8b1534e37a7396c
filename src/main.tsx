// First, before any schema is built: zod reads this setting as each schema is made.
import './app/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { isDrawnInBrowser } from './lib/drawn-in-browser';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element to mount the app into.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// As a transition, React builds the first screen in slices of a few milliseconds instead of one long
// task, so a tap or a key press during loading is answered at once. A page the server drew (a registration
// page's first step, server/site-render.ts) is hydrated: it stays on screen while its code arrives.
startTransition(() => {
  if (!root.firstElementChild) createRoot(root).render(app);
  // The parts the server left to the browser (a select, a drop zone) are drawn here: expected, not an error to report.
  else hydrateRoot(root, app, { onRecoverableError: (error) => void (isDrawnInBrowser(error) || reportError(error)) });
});
