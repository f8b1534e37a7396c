/** What the bench page (main.tsx) and its driver (bench/renderer.ts) agree on; no DOM types, so both sides compile it. */

/** Ours, react-jsonschema-form, react-hook-form + zod (the strongest peer) and the floor: uncontrolled inputs checked by hand. */
export const LIBS = ['ours', 'rjsf', 'rhf', 'plain'] as const;
export type Lib = (typeof LIBS)[number];

export interface FirstRender {
  /** ms from the line before `root.render()` to the first commit showing every input. */
  fromRender: number;
  /** ms from navigation start to that commit: loading the bundle, checking the definition and rendering. */
  fromNavigation: number;
  /** ms our checkDefinition took before render (0 for rjsf, which takes the schema as is). */
  check: number;
  /** ms of the style and layout the browser must do after that commit before it can paint (forced right after it). */
  layout: number;
  inputs: number;
}

export interface Commit {
  /** ms from the event to the commit. */
  ms: number;
  /** ms of style and layout after the commit, forced at once. */
  layout: number;
}

/** Exposed as `window.bench` once the page has started rendering. */
export interface BenchHooks {
  firstRender: Promise<FirstRender>;
  /** Focuses the case's text field (a generated form's middle one); the next keydown starts the clock, the commit of its value stops it. */
  armKeystroke(): void;
  keystroke(): Promise<{ ms: number; value: string }>;
  /** The next click starts the clock; the commit that shows every field's error stops it. */
  armSubmit(): void;
  submitted(): Promise<Commit & { errors: number }>;
  /** Waits two frames and an idle moment, so the work (and garbage) of the previous step is over. */
  settle(): Promise<void>;
}

export type PageGlobal = { bench: BenchHooks };

export const benchPath = (lib: Lib, fields: number) => `/?lib=${lib}&fields=${fields}`;

/** The bootcamp form's Personal Information step (bootcamp-step.ts), drawn by one library. */
export const bootcampPath = (lib: Lib) => `/?lib=${lib}&form=bootcamp`;
