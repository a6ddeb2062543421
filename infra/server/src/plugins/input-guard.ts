import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../errors/app-error.js';

/**
 * Bounds every request's input before any route schema or storage sees it. Route schemas bound their own
 * fields; this is the floor under all of them, so that no route, present or future, can hand the database
 * a value it chokes on (a 2,000-level jsonb crashed the embedded PostgreSQL; a NUL byte is refused by it).
 */
export const INPUT_LIMITS = {
  /** Objects and arrays nested inside the body; the spec's bodies are at most three deep. */
  maxDepth: 8,
  maxArrayItems: 1_000,
  maxObjectKeys: 200,
  maxKeyLength: 128,
  maxStringLength: 64 * 1024,
  maxQueryValueLength: 2_048,
} as const;

/** The first problem of a parsed JSON value, as the field path and what is wrong; undefined when sound. */
export function inputProblem(value: unknown, root: string): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return `${path}: NUL character`;
      if (current.length > INPUT_LIMITS.maxStringLength) return `${path}: too long`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= INPUT_LIMITS.maxDepth) return `${path}: nested too deeply`;
    if (Array.isArray(current)) {
      if (current.length > INPUT_LIMITS.maxArrayItems) return `${path}: too many items`;
      current.forEach((item, index) =>
        stack.push({ value: item, path: `${path}.${index}`, depth: depth + 1 }),
      );
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > INPUT_LIMITS.maxObjectKeys) return `${path}: too many fields`;
    for (const key of keys) {
      if (key.includes('\u0000') || key.length > INPUT_LIMITS.maxKeyLength) return `${path}: bad field name`;
      stack.push({
        value: (current as Record<string, unknown>)[key],
        path: `${path}.${key}`,
        depth: depth + 1,
      });
    }
  }
  return undefined;
}

function queryProblem(query: unknown, root: string): string | undefined {
  if (query === null || typeof query !== 'object') return undefined;
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value !== 'string') continue;
      if (key.includes('\u0000') || value.includes('\u0000')) return `${root}.${key}: NUL character`;
      if (value.length > INPUT_LIMITS.maxQueryValueLength) return `${root}.${key}: too long`;
    }
  }
  return undefined;
}

export default fp(
  async (app) => {
    // preValidation: after parsing, before the route's schema; the 400 names the field like schema errors do.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const problem =
        queryProblem(request.query, 'querystring') ??
        queryProblem(request.params, 'params') ??
        inputProblem(request.body, 'body');
      if (problem !== undefined) throw new AppError(400, 'VALIDATION', problem);
    });
  },
  { name: 'input-guard' },
);
