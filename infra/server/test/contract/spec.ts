import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One call of the product spec's section 7, as shared/spec/calls.json lists it. */
export interface SpecCall {
  area: string;
  method: string;
  path: string;
  params: string[];
  note?: string;
}

export interface SpecCalls {
  calls: SpecCall[];
  realtime: { connect: string; send: string[]; subscribe: string[] };
}

/**
 * shared/ sits beside the repository (a CI clone has it as a sibling folder of the repo root), so the spec
 * is found from this file: test/contract -> infra/server -> repo root -> its parent.
 */
export const CALLS_JSON = fileURLToPath(new URL('../../../../../shared/spec/calls.json', import.meta.url));

export function readSpecCalls(): SpecCalls {
  return JSON.parse(readFileSync(CALLS_JSON, 'utf8')) as SpecCalls;
}

/** The spec writes path parameters as {x}; Fastify registers them as :x. */
export function fastifyPath(specPath: string): string {
  return specPath.replace(/\{(\w+)\}/g, ':$1');
}
