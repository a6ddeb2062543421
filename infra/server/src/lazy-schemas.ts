import { createRequire } from 'node:module';

import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyServerOptions } from 'fastify';

import { undeclaredFields } from './undeclared-fields.js';

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];
type RouteSerializerCompiler = ReturnType<NonNullable<SerializerFactory>>;
type RouteValidatorCompiler = typeof TypeBoxValidatorCompiler;

/**
 * Fastify compiles every route's request and response schemas when the app starts: about a second of CPU for the
 * platform's calls, most of a restart on two cores. These compile each route's schema the first time the route
 * is called instead, so a restarted instance serves at once (the first call of a route pays its few milliseconds).
 * The compilers are Fastify's own (TypeBox's for requests, fast-json-stringify's for responses, reached through
 * Fastify's dependencies), so what is checked and what is sent stay exactly as before.
 */
export const lazyValidatorCompiler: RouteValidatorCompiler = (route) => {
  let check: ReturnType<RouteValidatorCompiler> | undefined;
  return (data) => (check ??= TypeBoxValidatorCompiler(route))(data);
};

const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = fastifyRequire('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => NonNullable<SerializerFactory>;
};

/**
 * Response serializers compiled on first use. With `check` (tests), an answer carrying a field its response schema
 * does not declare, which the serializer would silently drop, fails with an error naming the route and the fields.
 */
export function lazySerializers(check: boolean): NonNullable<SerializerFactory> {
  return (externalSchemas, options) => {
    const compile: RouteSerializerCompiler = SerializerSelector()(externalSchemas, options);
    return (route) => {
      let serialize: ReturnType<RouteSerializerCompiler> | undefined;
      return (data) => {
        if (check) {
          const undeclared = undeclaredFields(route.schema, data);
          if (undeclared.length > 0)
            throw new Error(
              `${route.method} ${route.url} ${route.httpStatus} answers fields its schema does not declare: ${undeclared.join(', ')}`,
            );
        }
        return (serialize ??= compile(route))(data);
      };
    };
  };
}
