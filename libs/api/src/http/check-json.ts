import * as v from 'valibot';

/** What checkJson found: the body as its schema reads it, or why it is not of it. */
export type JsonCheck<TSchema extends v.GenericSchema> =
  { success: true; output: v.InferOutput<TSchema> } | { success: false; reason: string };

/**
 * Checks a parsed JSON body against `schema` (fetchJson's check, loaded with the first answer:
 * valibot stays out of the first load, issue 22).
 */
export function checkJson<TSchema extends v.GenericSchema>(
  schema: TSchema,
  json: unknown,
): JsonCheck<TSchema> {
  const result = v.safeParse(schema, json);
  if (result.success) return { success: true, output: result.output };
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  return {
    success: false,
    reason: `Unexpected body${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}`,
  };
}
