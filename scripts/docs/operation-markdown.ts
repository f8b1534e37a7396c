import { STATUS_CODES } from 'node:http';
import { resolveRef, type OpenApiDocument, type Operation, type Parameter } from './openapi-types';
import { cell, fieldRows, notesOf, prose, shapeText, typeText } from './schema-text';

/** What @fastify/swagger writes for a response nobody described. */
const UNDESCRIBED = 'Default Response';

const table = (head: string[], rows: string[][]) => [
  `| ${head.join(' | ')} |`,
  `|${head.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

/** Who may call it, in the words of the document's security schemes; no requirement means anyone. */
function authText(document: OpenApiDocument, operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return 'none (public)';
  const described = document.components?.securitySchemes ?? {};
  const named = schemes.map((name) => `\`${name}\`${described[name]?.description ? `: ${described[name].description}` : ''}`).join(', or ');
  return `${named} ([authentication](#authentication))`;
}

function parameterLines(document: OpenApiDocument, parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  const rows = parameters
    .map((parameter) => resolveRef(document, parameter))
    .map((parameter) => {
      const schema = parameter.schema ?? {};
      return [
        `\`${parameter.name}\``,
        parameter.in ?? '',
        typeText(schema),
        parameter.required ? 'yes' : 'no',
        notesOf(schema, parameter.description),
      ];
    });
  return ['**Parameters**', '', ...table(['name', 'in', 'type', 'required', 'notes'], rows), ''];
}

/** The sentences of `text` after those it shares with `said`, so a media type's description does not repeat the body's. */
function newSentences(text: string | undefined, said = ''): string {
  const sentences = (text ?? '').split(/(?<=\.)\s+/);
  const shared = sentences.findIndex((sentence) => !said.includes(sentence));
  return shared === -1 ? '' : sentences.slice(shared).join(' ');
}

function bodyLines(document: OpenApiDocument, operation: Operation): string[] {
  const body = operation.requestBody;
  if (!body) return [];
  const lines = ['**Request body**', ''];
  if (body.description) lines.push(prose(body.description), '');
  for (const [mediaType, { schema }] of Object.entries(body.content)) {
    const rows = schema ? fieldRows(document, schema) : [];
    const own = schema && newSentences(resolveRef(document, schema).description, body.description);
    lines.push(`\`${mediaType}\`${own ? `: ${prose(own)}` : ''}`, '');
    if (rows.length > 0) {
      lines.push(
        ...table(
          ['field', 'type', 'required', 'notes'],
          rows.map((row) => [row.name, row.type, row.required ? 'yes' : 'no', row.notes]),
        ),
        '',
      );
    }
  }
  return lines;
}

function responseLines(document: OpenApiDocument, operation: Operation): string[] {
  const rows = Object.entries(operation.responses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, declared]) => {
      const response = resolveRef(document, declared);
      const described =
        response.description && response.description !== UNDESCRIBED ? response.description : (STATUS_CODES[Number(status)] ?? status);
      const headers = Object.keys(response.headers ?? {}).map((name) => `header \`${name}\``);
      const content = Object.entries(response.content ?? {}).map(([mediaType, { schema }]) =>
        mediaType === 'application/json' && schema ? `\`${shapeText(document, schema)}\`` : `\`${mediaType}\``,
      );
      const shown = declared.$ref ? [] : content;
      return [status, [described, ...headers, ...shown].join('; ')];
    });
  return ['**Responses**', '', ...table(['status', 'meaning'], rows), ''];
}

/** One operation: heading, summary, auth, parameters, request body and responses. */
export function operationMarkdown(document: OpenApiDocument, method: string, path: string, operation: Operation): string[] {
  const lines = [`### \`${method.toUpperCase()} ${path}\``, ''];
  if (operation.summary) lines.push(prose(/[.!?]$/.test(operation.summary) ? operation.summary : `${operation.summary}.`), '');
  if (operation.description) lines.push(prose(operation.description), '');
  lines.push(`**Auth:** ${authText(document, operation)}`, '');
  return [
    ...lines,
    ...parameterLines(document, operation.parameters ?? []),
    ...bodyLines(document, operation),
    ...responseLines(document, operation),
  ];
}
