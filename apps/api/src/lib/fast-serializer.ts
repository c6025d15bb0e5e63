/**
 * Response serialisation for hot routes: fast-json-stringify compiled from the route's Zod response schema
 * (its JSON Schema), instead of validating every response with Zod before JSON.stringify. Like Zod, it writes
 * only the properties the schema declares, so nothing undeclared can leak. Schemas JSON Schema cannot express
 * keep the Zod serializer.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const fastSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
};
