import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEARCH_MIN_LENGTH } from '../admin/check-in-search';
import { CHAT_LIMITS } from '../assistants/request-bodies';
import { STATUSES } from '../lifecycle/statuses';
import { isCatalogued } from './refusal-catalogue';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const spokenStatuses = STATUSES.map((status) => status.replace('_', ' '));
/**
 * What a thrown template's holes may hold, by their source text: a constant, or a status (a closed set, each one
 * catalogued). Anything else in ${...} is a runtime value, which a catalogue cannot key.
 */
const HOLES: Record<string, readonly string[]> = {
  SEARCH_MIN_LENGTH: [String(SEARCH_MIN_LENGTH)],
  'CHAT_LIMITS.messages': [String(CHAT_LIMITS.messages)],
  "CHAT_LIMITS.characters.toLocaleString('en')": [CHAT_LIMITS.characters.toLocaleString('en')],
  from: STATUSES,
  "from.replace('_', ' ')": spokenStatuses,
  "to.replace('_', ' ')": spokenStatuses,
  "application.status.replace('_', ' ')": spokenStatuses,
};
const REFUSING_CALL = /\b(?:notFound|conflict|forbidden|badRequest|unprocessable|tooLarge|unsupportedType|new ApiError)\(/g;
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** Words for a person: a field name ('email'), a header value ('close') or ' ' has no space or no capital. */
const SENTENCE = /^[A-Z$].* /s;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
const sourceFiles = sources(SERVER).filter((file) => !relative(SERVER, file).startsWith('test-support'));
const allSource = sourceFiles.map((file) => readFileSync(file, 'utf8')).join('\n');

/** A call's arguments: the text up to its closing parenthesis. */
function argumentsAt(source: string, start: number): string {
  let depth = 1;
  let end = start;
  for (; end < source.length && depth > 0; end++) depth += source[end] === '(' ? 1 : source[end] === ')' ? -1 : 0;
  return source.slice(start, end - 1);
}

/** A string constant's value (`const GONE =\n 'a' + 'b';`), or undefined when the name holds no string. */
function constantText(name: string): string | undefined {
  const found = new RegExp(`const ${name}\\s*=\\s*((?:${STRING.source})(?:\\s*\\+\\s*(?:${STRING.source}))*)\\s*;`).exec(allSource);
  return found?.[1]!
    .match(STRING)!
    .map((part) => part.slice(1, -1))
    .join('');
}

const HOLE = /\$\{([^}]*)\}/;

/** Every message a template can say: each hole filled with each of its values. */
const filled = (template: string): string[] => {
  const hole = HOLE.exec(template);
  if (!hole) return [template];
  return HOLES[hole[1]!]!.flatMap((value) => filled(template.replace(hole[0], value)));
};

/** The messages a literal can say, or why it cannot be catalogued. */
function messagesOf(literal: string): ({ message: string } | { problem: string })[] {
  const body = literal.slice(1, -1).replace(/\\(['"`\\])/g, '$1');
  if (!literal.startsWith('`')) return [{ message: body }];
  const unknown = [...body.matchAll(new RegExp(HOLE, 'g'))].map((hole) => hole[1]!).find((hole) => !Object.hasOwn(HOLES, hole));
  if (unknown !== undefined) return [{ problem: `holds the runtime value \${${unknown}}: throw fixed words` }];
  return filled(body).map((message) => ({ message }));
}

/** Every literal message thrown in the server's sources, with where it is. */
function thrownMessages() {
  return sourceFiles.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(REFUSING_CALL)].flatMap((call) => {
      const args = argumentsAt(source, call.index + call[0].length);
      const where = `${relative(SERVER, file)}:${source.slice(0, call.index).split('\n').length}`;
      const literals = (args.match(STRING) ?? []).filter((literal) => SENTENCE.test(literal.slice(1, -1)));
      const constants = (args.match(/\b[A-Z][A-Z0-9_]+\b/g) ?? []).flatMap((name) => constantText(name) ?? []);
      return [...literals.flatMap(messagesOf), ...constants.map((message) => ({ message }))].map((said) => ({ where, ...said }));
    });
  });
}

describe('the refusal catalogue', () => {
  const thrown = thrownMessages();

  it('finds the server’s thrown messages, literal, templated and named (the scan works)', () => {
    const messages = thrown.flatMap((found) => ('message' in found ? [found.message] : []));
    expect(messages).toContain('An organiser with this e-mail already exists.');
    expect(messages).toContain(`Type at least ${SEARCH_MIN_LENGTH} letters of the name.`); // a constant in a template
    expect(messages).toContain(constantText('GONE')); // a named constant, written over two lines
    expect(messages).toContain('This application is checked in; it cannot become accepted.'); // statuses, each one
    expect(messages).not.toContain('email'); // conflict's field name
    expect(thrown.length).toBeGreaterThan(60);
  });

  it('has Arabic for every fixed message the server throws, and no runtime value in one', () => {
    const missing = thrown
      .map((found) =>
        'problem' in found ? `${found.where} ${found.problem}` : isCatalogued(found.message) ? '' : `${found.where} «${found.message}»`,
      )
      .filter(Boolean);
    expect(missing, 'add these to server/http/refusal-catalogue.ts').toEqual([]);
  });
});
