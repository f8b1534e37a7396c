// First, before any schema is built: zod reads this setting as each schema is made.
import './app/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element to mount the app into.');

// As a transition, React builds the first screen in slices of a few milliseconds instead of one long
// task, so a tap or a key press during loading is answered at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
