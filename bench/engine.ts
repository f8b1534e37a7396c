import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { checkDefinition, compileDefinition } from '../src/engine/index';
import type { CompiledForm, FormDefinition } from '../src/engine/index';
import { addAnswerFormats, definitionToJsonSchema, type JsonSchema } from './definition-to-json-schema';
import { bootcampApplication, checked, emptyApplication, generatedApplication, generatedDefinition, readForm } from './fixtures';
import { measure, type Task } from './measure';
import type { Row, Timing } from './table';

type Values = Record<string, unknown>;

/** One form, ready on both sides: our compiled form and Ajv's validate function of the same answers. */
interface Subject {
  json: unknown;
  definition: FormDefinition;
  compiled: CompiledForm;
  jsonSchema: JsonSchema;
  ajvValidate: ValidateFunction;
}

function checkOrThrow(json: unknown): FormDefinition {
  const result = checkDefinition(json);
  if (!result.ok) throw new Error('The definition stopped passing checkDefinition');
  return result.definition;
}

const newAjv = () => addAnswerFormats(new Ajv({ allErrors: true }));

function prepare(json: unknown): Subject {
  const definition = checked(json);
  const jsonSchema = definitionToJsonSchema(definition);
  return { json, definition, compiled: compileDefinition(definition), jsonSchema, ajvValidate: newAjv().compile(jsonSchema) };
}

/** Both sides must agree on the fixture before any timing, or the comparison means nothing. */
function expectVerdict(subject: Subject, values: Values, valid: boolean, label: string) {
  const ours = subject.compiled.validate(values);
  const ajv = subject.ajvValidate(values);
  if (ours.success !== valid) {
    throw new Error(
      `Our schema ${valid ? 'refuses' : 'accepts'} ${label}: ${JSON.stringify(ours.success ? ours.data : ours.errors, null, 2)}`,
    );
  }
  if (ajv !== valid) {
    throw new Error(`Ajv ${valid ? 'refuses' : 'accepts'} ${label}: ${JSON.stringify(subject.ajvValidate.errors, null, 2)}`);
  }
}

/** A fresh Ajv per iteration so nothing is cached; its draft-07 meta-schema is compiled untimed beforehand. */
function ajvCompileTask(name: string, jsonSchema: JsonSchema, after?: (validate: ValidateFunction) => unknown): Task {
  let ajv = newAjv();
  return {
    name,
    fn: () => {
      const validate = ajv.compile(jsonSchema);
      return after ? after(validate) : validate;
    },
    hooks: {
      beforeEach: () => {
        ajv = newAjv();
        ajv.validateSchema({ type: 'object' });
      },
    },
  };
}

interface Comparison {
  group: string;
  case: string;
  ours: string;
  baseline?: string;
  /** Median under this many ms, or "faster" than the baseline. */
  target?: { under: number; label: string } | 'faster';
}

function toRows(comparisons: Comparison[], timings: Map<string, Timing>): Row[] {
  return comparisons.map((comparison) => {
    const ours = timings.get(comparison.ours)!;
    const baseline = comparison.baseline ? timings.get(comparison.baseline) : undefined;
    const ratio = baseline ? baseline.median / ours.median : undefined;
    const { target } = comparison;
    const row: Row = { group: comparison.group, case: comparison.case, ours, baseline, ratio };
    if (target === 'faster') return { ...row, target: 'faster than Ajv', met: ratio !== undefined && ratio > 1 };
    if (target) return { ...row, target: target.label, met: ours.median < target.under };
    return row;
  });
}

async function bootcampRows(): Promise<Row[]> {
  const subject = prepare(readForm('bootcamp'));
  const { json, definition, compiled, jsonSchema, ajvValidate } = subject;
  const valid = bootcampApplication(definition);
  const empty = emptyApplication(compiled);
  expectVerdict(subject, valid, true, 'the valid bootcamp application');
  expectVerdict(subject, empty, false, 'the empty bootcamp application');

  const timings = await measure([
    { name: 'check+compile', fn: () => compileDefinition(checkOrThrow(json)) },
    { name: 'compile', fn: () => compileDefinition(definition) },
    ajvCompileTask('ajv compile', jsonSchema),
    { name: 'parse valid', fn: () => compiled.schema.safeParse(valid) },
    { name: 'ajv valid', fn: () => ajvValidate(valid) },
    { name: 'parse empty', fn: () => compiled.schema.safeParse(empty) },
    { name: 'validate empty', fn: () => compiled.validate(empty) },
    { name: 'ajv empty', fn: () => ajvValidate(empty) },
    { name: 'cold check+compile+parse', fn: () => compileDefinition(checkOrThrow(json)).schema.safeParse(valid) },
    { name: 'cold compile+parse', fn: () => compileDefinition(definition).schema.safeParse(valid) },
    ajvCompileTask('ajv cold', jsonSchema, (validate) => validate(valid)),
  ]);
  const group = 'bootcamp';
  const underMs = { under: 1, label: '< 1 ms' };
  const under50us = { under: 0.05, label: '< 50 µs' };
  return toRows(
    [
      { group, case: 'compile: checkDefinition + compileDefinition', ours: 'check+compile', baseline: 'ajv compile', target: underMs },
      { group, case: 'compile: compileDefinition alone', ours: 'compile', baseline: 'ajv compile', target: underMs },
      { group, case: 'validate valid: schema.safeParse', ours: 'parse valid', baseline: 'ajv valid', target: under50us },
      { group, case: 'validate empty: schema.safeParse', ours: 'parse empty', baseline: 'ajv empty' },
      { group, case: 'validate empty: validate() with field errors', ours: 'validate empty', baseline: 'ajv empty' },
      { group, case: 'cold: check + compile + safeParse once', ours: 'cold check+compile+parse', baseline: 'ajv cold', target: 'faster' },
      { group, case: 'cold: compile + safeParse once', ours: 'cold compile+parse', baseline: 'ajv cold', target: 'faster' },
    ],
    timings,
  );
}

async function generatedRows(size: number): Promise<Row[]> {
  const subject = prepare(generatedDefinition(size));
  const { json, definition, compiled, jsonSchema, ajvValidate } = subject;
  const valid = generatedApplication(definition);
  expectVerdict(subject, valid, true, `the valid answers to ${size} generated fields`);
  expectVerdict(subject, emptyApplication(compiled), false, `the empty answers to ${size} generated fields`);

  const timings = await measure(
    [
      { name: 'check+compile', fn: () => compileDefinition(checkOrThrow(json)) },
      { name: 'compile', fn: () => compileDefinition(definition) },
      ajvCompileTask('ajv compile', jsonSchema),
      { name: 'parse valid', fn: () => compiled.schema.safeParse(valid) },
      { name: 'ajv valid', fn: () => ajvValidate(valid) },
    ],
    { time: 500, iterations: 10 },
  );
  const group = `${size} generated fields`;
  return toRows(
    [
      { group, case: 'compile: checkDefinition + compileDefinition', ours: 'check+compile', baseline: 'ajv compile' },
      { group, case: 'compile: compileDefinition alone', ours: 'compile', baseline: 'ajv compile' },
      { group, case: 'validate valid: schema.safeParse', ours: 'parse valid', baseline: 'ajv valid' },
    ],
    timings,
  );
}

/** The engine against Ajv on the same forms and answers: compile, validate, and the server's cold path. */
export async function runEngineBench(): Promise<Row[]> {
  return [...(await bootcampRows()), ...(await generatedRows(200)), ...(await generatedRows(1_000))];
}
