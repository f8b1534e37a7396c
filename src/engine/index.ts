export { checkDefinition, checkDefinitionText, type CheckOptions, type CheckResult } from './check';
export { compileDefinition, type CompiledForm, type CompileOptions, type ValidationResult } from './compile';
export { COMPONENT_NAMES, componentContracts, isComponentName, type ComponentName, type MembersTableProps } from './components';
export { hiddenFieldNames, isRequiredNow, isShown, ruleHolds } from './conditions';
export {
  DIFF_ASPECTS,
  diffDefinitions,
  type ChangedField,
  type DefinitionDiff,
  type DiffAspect,
  type DiffField,
  type FieldChange,
} from './definition-diff';
export { definitionSchema, FIELD_TYPES, RULE_NAMES, type FieldType, type RawDefinition, type RuleName } from './definition-schema';
export { errorsFromIssues, firstMessages, type FieldErrors } from './errors';
export { EVENT_PLACEHOLDERS, fillDefinition, fillPlaceholders, type EventPlaceholder, type PlaceholderValues } from './event-placeholders';
export { fieldTypes, traitsOf } from './field-types';
export type { ExportShape, FieldTraits, FieldValue, TextFormat, UploadTraits } from './field-types';
export { accepts, acceptedTypes, EXTENSION_TYPES, FILE_MAX_SIZE, IMAGE_MAX_SIZE, IMAGE_TYPES, isFileLike } from './field-types/upload';
export { DEFINITION_LIMITS } from './guard';
export { definitionJsonSchema } from './json-schema';
export { formatBytes } from './messages';
export type { FieldDef, FileLike, FormDefinition, Option, Problem, Rule, StepDef } from './model';
export { CONTEXT_KEY } from './prepare';
export type { CompiledPattern, PatternEngine, PatternProblem } from './patterns';
export { summarizeDefinition, summarizeField, type DefinitionSummary, type SummaryOptions } from './summary';
export { lintDefinition } from './lint';
export { isLanguage, LANGUAGES, SOURCE_LANGUAGE, type Language } from './i18n/languages';
export { languagesOf, localize, localTextSchema, type LocalText, type Translations } from './i18n/local-text';
export type { WrittenText } from './model';
export { catalogueFor, type MessageCatalogue, type MessageId, type MessageParams } from './i18n/message-catalogue';
export type { RuleError, RuleErrors, RuleParams } from './rule-errors';
export { checkAnswer, isEmptyAnswer, type AnswerCheckOptions } from './answer-check';
export { EGYPTIAN_MOBILE, EGYPTIAN_NATIONAL_ID, type KnownPattern } from './field-types/known-patterns';
