import { PHOTO_MESSAGES } from '@fiz/core/photo';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RecipeIdSchema } from '@fiz/core/recipe';
import { HttpError } from '../http/errors.js';

/**
 * The upload form (multipart/form-data) for the OpenAPI document. Requests are not validated against it:
 * the handler reads the form from the stream itself (readUploadForm), after the access check.
 */
export const ImageUploadFormSchema = z.object({
  recipeId: RecipeIdSchema.meta({ description: 'The recipe the photo is for: one of your own' }),
  file: z.file().meta({ description: 'The photo: JPEG, PNG, WebP or GIF, at most 10 MB' }),
});

export const UPLOAD_FORM_MESSAGES = {
  oneFile: 'Send one photo at a time.',
  tooManyFields: 'Too many form fields in the upload.',
  unreadable: 'The upload could not be read. Please choose the photo again and retry.',
} as const;

/** What @fastify/multipart reports, in words the cook can act on instead of "reach files limit". */
const LIMIT_ERRORS: Record<string, [status: number, message: string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, PHOTO_MESSAGES.tooLarge],
  // Not too large, but more than one: a request the client must change, not shrink.
  FST_FILES_LIMIT: [400, UPLOAD_FORM_MESSAGES.oneFile],
  FST_FIELDS_LIMIT: [413, UPLOAD_FORM_MESSAGES.tooManyFields],
  FST_PARTS_LIMIT: [413, UPLOAD_FORM_MESSAGES.tooManyFields],
};

/**
 * Reads the multipart form: the recipe id field and the file, whatever order they come in. Reading only
 * parses what the client sent, so whatever fails here (a limit, a form with no boundary or cut short, a
 * forbidden field name) is the form's fault: a 4xx with a message, never a 500.
 */
export async function readUploadForm(request: FastifyRequest): Promise<{ recipeId: unknown; file: Buffer | null }> {
  let recipeId: unknown;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && data.length > 0) file = data;
      } else if (part.fieldname === 'recipeId') {
        recipeId = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const [status, message] = (typeof code === 'string' && LIMIT_ERRORS[code]) || [
      400,
      UPLOAD_FORM_MESSAGES.unreadable,
    ];
    throw new HttpError(status, message);
  }
  return { recipeId, file };
}
