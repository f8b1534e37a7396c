import type { RuleError } from './rule-errors';

/** Stands in for a required answer that is missing, carrying the failure to report. */
export class MissingAnswer {
  constructor(readonly failure: RuleError) {}

  get message(): string {
    return this.failure.message;
  }
}
