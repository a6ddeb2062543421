import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * The fields of an answer its response schema does not declare, as paths (`data.content[0].secret`).
 * fast-json-stringify drops such fields without a word, so a handler that answers one and a schema that forgets
 * it ship a call that silently lacks it; tests run every answer through this (lazy-schemas.ts) and fail instead.
 * A union is followed the way fast-json-stringify follows it: through its first branch the value matches.
 */
export function undeclaredFields(schema: unknown, value: unknown, at = ''): string[] {
  if (!isSchema(schema) || value === null || typeof value !== 'object') return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) {
    const chosen = branches.find((branch) => Value.Check(branch as TSchema, value));
    return chosen === undefined ? [] : undeclaredFields(chosen, value, at);
  }
  if (Array.isArray(value)) return arrayFields(schema, value, at);
  if (!isPlainObject(value)) return [];
  const parts = schema.allOf ?? [schema];
  const found: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const path = at === '' ? key : `${at}.${key}`;
    const declared = declaredField(parts, key);
    if (declared === undefined) found.push(path);
    else found.push(...undeclaredFields(declared, field, path));
  }
  return found;
}

/** The schema a key's value is serialized with, `true` for anything, undefined when the key is dropped. */
function declaredField(parts: JsonSchema[], key: string): JsonSchema | true | undefined {
  for (const part of parts) {
    const property = part.properties?.[key];
    if (property !== undefined) return property;
    for (const [pattern, patterned] of Object.entries(part.patternProperties ?? {}))
      if (new RegExp(pattern).test(key)) return patterned;
  }
  for (const part of parts) {
    if (part.additionalProperties === true) return true;
    if (isSchema(part.additionalProperties)) return part.additionalProperties;
    // Without `type` and `properties` (Type.Any, Type.Unknown) fast-json-stringify sends the value as it is.
    if (part.type === undefined && part.properties === undefined && part.patternProperties === undefined)
      return true;
  }
  return undefined;
}

function arrayFields(schema: JsonSchema, value: unknown[], at: string): string[] {
  const { items, prefixItems } = schema;
  return value.flatMap((item, index) => {
    const itemSchema = prefixItems?.[index] ?? (Array.isArray(items) ? items[index] : items);
    return undeclaredFields(itemSchema, item, `${at}[${index}]`);
  });
}

function isSchema(schema: unknown): schema is JsonSchema {
  return typeof schema === 'object' && schema !== null;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
