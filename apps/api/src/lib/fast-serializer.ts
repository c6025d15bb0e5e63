/**
 * Response serialisation for hot routes: fast-json-stringify compiled from the route's Zod response schema
 * (its JSON Schema), instead of validating every response with Zod before JSON.stringify. Like Zod, it writes
 * only the properties the schema declares, so nothing undeclared can leak. Schemas JSON Schema cannot express
 * keep the Zod serializer.
 *
 * Compiling costs a few milliseconds a schema, and an app has hundreds of routes: each serializer is compiled on
 * the route's first response, once per schema object for the process (an app built again, as every test file does,
 * reuses them), not for every route while the app starts.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

const compiled = new WeakMap<z.ZodType, Serialize>();

function compile(route: RouteSchema): Serialize {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
  }
}

export const fastSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize = compiled.get(route.schema);
  return (data: unknown) => {
    if (!serialize) {
      serialize = compile(route);
      compiled.set(route.schema, serialize);
    }
    return serialize(data);
  };
};
