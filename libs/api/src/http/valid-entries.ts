import * as v from 'valibot';

/** The entries of a list that are of `schema`; the others are dropped, not the whole list. */
export function validEntries<TSchema extends v.GenericSchema>(
  items: readonly unknown[],
  schema: TSchema,
): Array<v.InferOutput<TSchema>> {
  return items.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}
