// The organisers' tools, apart from ./index so that no applicant's page downloads them (a module's exports travel together).
export {
  DIFF_ASPECTS,
  diffDefinitions,
  type ChangedField,
  type DefinitionDiff,
  type DiffAspect,
  type DiffField,
  type FieldChange,
} from './definition-diff';
export { lintDefinition } from './lint';
export { summarizeDefinition, summarizeField, type DefinitionSummary, type SummaryOptions } from './summary';
export { definitionJsonSchema } from './json-schema';
