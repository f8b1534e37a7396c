import type { FormDefinition } from '../../engine/index';
import type { Values } from '../../form-react/index';
import { DraftSaver, type DraftSaverOptions, type SaveState } from './draft-saver';
import { emailFieldOf, fieldsNotKept } from './draft-values';

/** The save state, with the time of the last save kept while the next one runs. */
export interface SaveView {
  state: SaveState;
  lastSavedAt?: string;
}

/**
 * One mounted form's draft: its saver, what the status line shows, and what the 'Save and continue
 * later' dialog needs (the latest answers, the expiry). A plain store, so saving never re-renders the form.
 */
export class DraftSession {
  readonly saver: DraftSaver;
  private view: SaveView = { state: { kind: 'idle' } };
  private readonly listeners = new Set<() => void>();
  private values: Values = {};
  /** When the server will delete the draft, from its last answer. */
  expiresAt: string | undefined;

  constructor(
    readonly formId: string,
    private readonly definition: () => FormDefinition | undefined,
    options: Pick<DraftSaverOptions, 'exists' | 'step' | 'delayMs' | 'api'> & { expiresAt?: string },
  ) {
    this.expiresAt = options.expiresAt;
    this.saver = new DraftSaver({
      ...options,
      formId,
      skip: () => fieldsNotKept(this.definition()),
      onState: (state) => this.setState(state),
      onSaved: (saved) => {
        this.expiresAt = saved.expiresAt || this.expiresAt;
      },
    });
  }

  readonly valuesChanged = (values: Values) => {
    this.values = values;
    this.saver.setValues(values);
  };

  readonly stepChanged = (step: number) => this.saver.setStep(step);

  /** The address typed in the form's e-mail field, if it has one. */
  emailAnswer(): string {
    const name = emailFieldOf(this.definition());
    const value = name ? this.values[name] : undefined;
    return typeof value === 'string' ? value : '';
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getView = () => this.view;

  private setState(state: SaveState) {
    this.view = { state, lastSavedAt: state.kind === 'saved' ? state.at : this.view.lastSavedAt };
    for (const listener of this.listeners) listener();
  }
}
