import type { FastifySchemaCompiler, FastifyServerOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/**
 * Checks params, querystring and body against the route's declared zod
 * schemas. A refusal is the ZodError itself, so the one error handler answers
 * it exactly as it answers a parse inside a handler: 400 `validation_failed`,
 * "field: message" of the first issue.
 */
const validateWithZod: FastifySchemaCompiler<ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data);
  return result.success ? { value: result.data } : { error: result.error };
};

/**
 * Routes declare their schemas with zod (fastify-type-provider-zod): requests
 * are validated by them before the handler runs, and JSON answers are encoded
 * by them, so a reply off its declared shape is a 500 (never sent) and keys
 * the schema does not name are dropped. Text, XML and empty answers are sent
 * as they are. Given to Fastify as its compilers' factory (the server option
 * `schemaController`), not set after: Fastify then never loads its own
 * (Ajv with its formats, fast-json-stringify with another Ajv), ~2 MB of an
 * idle server's memory for compilers no route uses (docs/performance.md).
 */
export const declaredSchemaCompilers = {
  compilersFactory: {
    buildValidator: () => validateWithZod,
    buildSerializer: () => serializerCompiler,
  },
  // Fastify types these factories after its Ajv ones (their options, their schemas); ours take zod schemas.
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>;
