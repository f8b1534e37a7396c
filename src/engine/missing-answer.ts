/** Stands in for a required answer that is missing, carrying the message to show. */
export class MissingAnswer {
  constructor(readonly message: string) {}
}
