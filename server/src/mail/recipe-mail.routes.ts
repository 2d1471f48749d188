import { rateLimited } from '../http/rate-limit.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_RECIPE_MESSAGES,
  EmailRecipeBodySchema,
  EmailRecipeResponseSchema,
  RecipePdfQuerySchema,
} from '@fiz/core/mail';
import { RecipeIdParamsSchema } from '@fiz/core/recipe';
import { scaleOf } from '@fiz/core/scaling';
import { requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { againIn, dailyLimitStart, type DailyUse } from '../db/daily-limit.js';
import { errorResponses, fileResponse } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import type { ImageStorage } from '../images/storage.js';
import { readableRecipe } from '../recipes/recipe-access.js';
import type { Mailer } from './mailer.js';
import { mailsSince } from './outbox.db.js';
import { contentDisposition, recipePdfFile } from './recipe-pdf-file.js';

const tags = ['mail'];
const PdfSchema = fileResponse('The recipe as a PDF', 'application/pdf');

interface Deps {
  db: Db;
  config: Config;
  storage: ImageStorage;
  mailer: Mailer;
}

/** Spec 7: a recipe the cook may read, as a PDF to download or to email to anyone. */
export async function recipeMailRoutes(app: FastifyInstance, { db, config, storage, mailer }: Deps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pdfDeps = { db, storage, timeZone: config.timeZone };

  routes.get(
    '/api/generate-recipe-pdf/:recipeId',
    {
      preValidation: requirePageAccess('/printrecipe/:recipeId'),
      // A PDF takes up to a second or two to make; only PDFs that are made count.
      config: rateLimited(config.rateLimits.pdf, 'PDFs', 'accepted'),
      schema: {
        tags,
        summary: 'A recipe you may read as a PDF in the print layout (application/pdf)',
        description:
          'userName and userEmail are accepted as the spec sends them, but the footer names the signed-in cook.',
        params: RecipeIdParamsSchema,
        querystring: RecipePdfQuerySchema,
        response: { 200: PdfSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const cook = signedInCook(request);
      const recipe = await readableRecipe(db, request.params.recipeId, cook);
      // Printed by the signed-in cook, whatever name the address carries: the footer must not be forged.
      const pdf = await recipePdfFile(pdfDeps, recipe, cook.user_name, { scale: scaleOf(request.query.scale) });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', pdf.filename))
        .header('Cache-Control', 'no-store')
        .send(pdf.content);
    },
  );

  routes.post(
    '/api/email-recipe-pdf',
    {
      preValidation: requirePageAccess('/addeditrecipe'),
      schema: {
        tags,
        summary:
          'Email a recipe you may read to any address, as a PDF attachment; replies go to you. Limited per cook per day.',
        description:
          'userName and userEmail are accepted as the spec sends them, but the mail names and replies to the signed-in cook. ' +
          'status says what became of the mail: sent (a mail server accepted it), queued (no mail server is set up: ' +
          'it waits in the outbox until one is), retrying (the mail server has not taken it yet: it is tried again ' +
          'until it goes) or failed (refused for good; success is then false). message is the sentence to show.',
        body: EmailRecipeBodySchema,
        response: { 200: EmailRecipeResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const cook = signedInCook(request);
      const recipe = await readableRecipe(db, request.body.recipeId, cook);
      const limit = config.mail.recipeDailyLimit;
      const sent = () => mailsSince(db, cook.user_id, 'recipe', dailyLimitStart());
      const overLimit = (use: DailyUse) =>
        new HttpError(429, `You can email up to ${limit} recipes a day. You can send the next one ${againIn(use)}.`);
      // Most refusals are known before the PDF is made; the outbox counts again, under the cook's lock, as it
      // writes the mail.
      const sentBefore = await sent();
      if (sentBefore.count >= limit) throw overLimit(sentBefore);
      const pdf = await recipePdfFile(pdfDeps, recipe, cook.user_name);
      const delivery = await mailer.sendWithinDailyLimit(
        {
          kind: 'recipe',
          userId: cook.user_id,
          to: request.body.toEmail,
          replyTo: cook.user_email,
          subject: `${cook.user_name} sent you a recipe: ${recipe.recipe_name}`,
          text: [
            `${cook.user_name} (${cook.user_email}) sent you "${recipe.recipe_name}" from Fiz, The Cook's Companion.`,
            'The recipe is attached as a PDF, ready to print. Reply to this email to answer them.',
            '',
            config.publicUrl,
          ].join('\n'),
          attachments: [
            { filename: pdf.filename, contentType: 'application/pdf', content: pdf.content.toString('base64') },
          ],
        },
        limit,
      );
      if (!delivery) throw overLimit(await sent());
      return { success: delivery !== 'failed', status: delivery, message: EMAIL_RECIPE_MESSAGES[delivery] };
    },
  );
}
