/** The parts of an OpenAPI 3.1 document the API reference reads; everything else is ignored. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  patternProperties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, { description?: string }>;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { description?: string; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Response>;
}

export interface OpenApiDocument {
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
    securitySchemes?: Record<string, { description?: string }>;
  };
}

/** Follows a local `$ref` (`#/components/...`) to what it names; anything else stays as it is. */
export function resolveRef<T extends { $ref?: string }>(document: OpenApiDocument, node: T): T {
  if (!node.$ref?.startsWith('#/')) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  if (target === undefined) throw new Error(`Unresolved reference ${node.$ref}`);
  return target as T;
}
