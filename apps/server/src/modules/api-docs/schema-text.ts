/** The parts of a JSON Schema (OpenAPI 3.1 dialect) that the reference page shows. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  description?: string;
  $ref?: string;
}

const INDENT = '  ';

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined) {
    return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
  }
  return min !== undefined ? `at least ${min} ${unit}` : `at most ${max} ${unit}`;
}

/** zod bounds every integer by the safe range, which says nothing to a reader. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

/** What the type name alone does not say: lengths, bounds, formats, defaults. */
function constraintsOf(schema: JsonSchema): string[] {
  const [minimum, maximum] = [bound(schema.minimum), bound(schema.maximum)];
  const notes = [
    range(schema.minLength, schema.maxLength, 'characters'),
    range(schema.minItems, schema.maxItems, 'items'),
    minimum !== undefined || maximum !== undefined
      ? `${minimum ?? '…'} to ${maximum ?? '…'}`
      : null,
    schema.exclusiveMinimum !== undefined ? `above ${schema.exclusiveMinimum}` : null,
    schema.exclusiveMaximum !== undefined ? `below ${schema.exclusiveMaximum}` : null,
    schema.format ? schema.format : null,
    schema.pattern ? `matches /${schema.pattern}/` : null,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : null,
    schema.description ?? null,
  ];
  return notes.filter((note) => note !== null);
}

function typeName(schema: JsonSchema, depth: number): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? schema.$ref;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => typeName(variant, depth)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeName(part, depth)).join(' & ');
  const types = [schema.type ?? 'any'].flat();
  return types
    .map((type) => {
      if (type === 'array') {
        const item = schema.items ? typeName(schema.items, depth) : 'any';
        return /[ |&]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
      }
      if (type === 'object') return objectText(schema, depth);
      return type;
    })
    .join(' | ');
}

function objectText(schema: JsonSchema, depth: number): string {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (properties.length === 0) {
    return typeof extra === 'object' ? `{ [key: string]: ${typeName(extra, depth)} }` : '{}';
  }
  const inner = INDENT.repeat(depth + 1);
  const required = new Set(schema.required ?? []);
  const lines = properties.map(([name, property]) => {
    const notes = constraintsOf(property);
    const comment = notes.length > 0 ? ` // ${notes.join(', ')}` : '';
    const optional = required.has(name) ? '' : '?';
    return `${inner}${name}${optional}: ${typeName(property, depth + 1)}${comment}`;
  });
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

/**
 * A JSON Schema as a TypeScript-like type, which developers read faster than the schema itself.
 *
 * @example schemaText({ type: 'object', properties: { year: { type: 'integer' } }, required: ['year'] })
 * // → '{\n  year: integer\n}'
 */
export function schemaText(schema: JsonSchema): string {
  const notes = constraintsOf(schema);
  const text = typeName(schema, 0);
  return notes.length > 0 ? `${text} // ${notes.join(', ')}` : text;
}
