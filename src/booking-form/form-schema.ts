/** The form's schemas: the request contract with check-in from the visitor's today, each built on first use. */
import * as z from 'zod/mini';
import { localIsoDate, messagesOf, schemaBuilders, type BookingRequest, type BookingSchemas, type FieldErrors } from '../booking-request';

let formBuilders: ReturnType<typeof schemaBuilders> | undefined;
const formParts: Partial<BookingSchemas> = {};
/**
 * One of the form's schemas (check-in from the visitor's today), built on first use and then kept: a first
 * "Next" builds only the contact step's.
 */
export function formSchema<K extends keyof BookingSchemas>(part: K): BookingSchemas[K] {
  formBuilders ??= schemaBuilders(() => localIsoDate());
  return (formParts[part] ??= formBuilders[part]() as BookingSchemas[K]) as BookingSchemas[K];
}

/**
 * The whole request checked against the form's booking schema at this moment: the request to send (trimmed
 * as the schema trims), or the messages. One run, never cached: what goes out is what passed.
 */
export function checkRequest(value: unknown): { request: BookingRequest; errors?: undefined } | { request?: undefined; errors: FieldErrors } {
  const result = z.safeParse(formSchema('booking'), value);
  return result.success ? { request: result.data } : { errors: messagesOf(result.error.issues) };
}

/** The contact step's fields: each has rules of its own only, none across fields. */
export type ContactField = keyof BookingSchemas['contact']['shape'];

/**
 * The message of one contact field checked alone (`undefined` when valid): the same first message the
 * contact step's schema gives that field, without running the other fields' rules.
 */
export function contactFieldMessage(field: ContactField, value: unknown): string | undefined {
  const schema = formSchema('contact').shape[field];
  // The parse `safeParse` runs, without its error: a key press needs the first message only, and building
  // the error (an Error instance, every issue finalised) was half of each failed check.
  const ctx = { async: false } as const;
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) return z.safeParse(schema, value).error?.issues[0]?.message;
  const [first] = result.issues;
  return first && z.core.util.finalizeIssue(first, ctx, z.config()).message;
}
