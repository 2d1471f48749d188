import { z } from 'zod';

/** The one error body every endpoint answers with. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A plain confirmation for the person, such as 'Message deleted'. */
export const MessageBodySchema = z.object({ message: z.string() });
