import type { ReactNode } from 'react';
import './registration-pages.css';

/** The light card every form is drawn on (the renderer's colours are made for a light background). */
export function FormPanel({ children }: { children: ReactNode }) {
  return (
    <div className="form-page">
      <div className="form-panel">{children}</div>
    </div>
  );
}
