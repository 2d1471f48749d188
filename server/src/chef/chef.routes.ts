import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHEF_LIMITS,
  AddChefQuestionBodySchema,
  AddRecipeFromAiBodySchema,
  AddRecipeFromAiResponseSchema,
  AskChefBodySchema,
  ChefAnswerSchema,
  ChefQuestionIdParamsSchema,
  ChefQuestionListSchema,
  SavedChefQuestionSchema,
  ChefUsageSchema,
  RecipeIdeaBodySchema,
  RecipeIdeaSchema,
} from '@fiz/core/chef';
import { fieldsAsColumns } from '@fiz/core/recipe';
import { UserIdParamsSchema } from '@fiz/core/users';
import { MessageBodySchema } from '@fiz/core/errors';
import { assertSelfOrAdmin, requireAccess, requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { againIn, DAY_MS, dailyLimitStart } from '../db/daily-limit.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { insertRecipe } from '../recipes/recipes.db.js';
import { describeFit } from './builtin/recipe-ideas.js';
import {
  callsSince,
  deleteQuestion,
  findQuestionOwner,
  listQuestions,
  reserveCall,
  settleCall,
  saveQuestion,
  usageSince,
} from './chef.db.js';
import { ChefError, type Chef, type ChefReply } from './chef.js';
import { isSignedSuggestion, signSuggestion } from './suggestion-token.js';

const tags = ['chef'];
const USAGE_DAYS = 30;
const NO_MATCH =
  'Chef Basil has no recipe that uses these ingredients. Try adding a few everyday ones, such as onion, garlic or eggs.';
/** Another idea asked for once every recipe that fits has been suggested. */
const NO_MORE = 'Chef Basil has no other recipe for these ingredients. Change or add an ingredient for new ideas.';
const ENOUGH_IDEAS = `That makes ${CHEF_LIMITS.ideasMax} ideas for these ingredients, the most Chef Basil offers for one list. Change or add an ingredient for new ideas.`;

/** Spec 7 Chef Basil: recipe ideas, answers, saved answers and Chef Basil recipes; the Admin's usage figures. */
export async function chefRoutes(app: FastifyInstance, { db, config, chef }: { db: Db; config: Config; chef: Chef }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ideas = requirePageAccess('/chefclaude');
  const asking = requirePageAccess('/askchef');

  /** One call to the chef within the cook's daily limit and the time limit, recorded either way. */
  async function consult<T>(
    request: FastifyRequest,
    kind: 'recipe' | 'answer',
    call: (signal: AbortSignal) => Promise<ChefReply<T>>,
  ): Promise<ChefReply<T>> {
    const cook = signedInCook(request);
    const limit = config.chef.dailyLimit;
    const record = { userId: cook.user_id, kind, provider: chef.provider, model: chef.model };
    const since = dailyLimitStart();
    const callId = await reserveCall(db, record, limit, since);
    if (callId === null) {
      const again = againIn(await callsSince(db, cook.user_id, since));
      throw new HttpError(
        429,
        `You have asked Chef Basil ${limit} times in the last 24 hours, the daily limit. You can ask again ${again}.`,
      );
    }
    try {
      const reply = await call(AbortSignal.timeout(config.chef.timeoutMs));
      // No recipe fits the ingredients: an answer all the same, recorded as such for the Admin's figures.
      await settleCall(db, callId, { outcome: reply.value === null ? 'no-match' : 'ok', usage: reply.usage });
      return reply;
    } catch (error) {
      if (!(error instanceof ChefError)) throw error;
      await settleCall(db, callId, { outcome: error.outcome, usage: error.usage });
      request.log.warn({ outcome: error.outcome, provider: chef.provider }, 'Chef Basil call failed');
      throw new HttpError(error.outcome === 'timeout' ? 504 : 502, error.message);
    }
  }

  routes.post(
    '/api/get-recipe-from-ingredients',
    {
      preValidation: ideas,
      schema: {
        tags,
        summary: 'A recipe from at least 4 ingredients, with which of them it uses and what else it needs',
        description: `With alreadySuggested, the names of the recipes already suggested for these ingredients (at most ${CHEF_LIMITS.ideasMax}), another idea: the next best that is none of them, or 422 with a message when there is no other.`,
        body: RecipeIdeaBodySchema,
        response: { 200: RecipeIdeaSchema, ...errorResponses(400, 401, 403, 422, 429, 502, 504) },
      },
    },
    async (request) => {
      const { ingredients: given, alreadySuggested } = request.body;
      // As many ideas as the list allows have been given: no call is made for one more, nor counted.
      if (alreadySuggested.length >= CHEF_LIMITS.ideasMax) throw new HttpError(422, ENOUGH_IDEAS);
      const { value: recipe } = await consult(request, 'recipe', (signal) =>
        chef.suggestRecipe(given, alreadySuggested, signal),
      );
      if (!recipe) throw new HttpError(422, alreadySuggested.length > 0 ? NO_MORE : NO_MATCH);
      return {
        ...recipe,
        suggestionToken: signSuggestion(config.sessionSecret, signedInCook(request).user_id, recipe),
        ...(recipe.uses
          ? { uses: recipe.uses, alsoNeeded: recipe.alsoNeeded ?? [] }
          : describeFit(given, recipe.ingredients)),
      };
    },
  );

  routes.post(
    '/api/addrecipefromai',
    {
      preValidation: ideas,
      schema: {
        tags,
        summary: "Save a suggested recipe as the signed-in cook's own, marked as a Chef Basil recipe",
        description:
          "Marked as a Chef Basil recipe only when saved unchanged with the suggestionToken Chef Basil gave this cook; otherwise saved as the cook's own recipe.",
        body: AddRecipeFromAiBodySchema,
        response: { 201: AddRecipeFromAiResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.userId !== undefined) assertSelfOrAdmin(request, body.userId);
      const recipeId = await insertRecipe(
        db,
        {
          recipe_user_id: signedInCook(request).user_id,
          ...fieldsAsColumns(body),
          recipe_basil: isSignedSuggestion(config.sessionSecret, signedInCook(request).user_id, body),
        },
        body.ingredients,
      );
      return reply.status(201).send({ recipeId });
    },
  );

  routes.post(
    '/api/ask-chef',
    {
      preValidation: asking,
      schema: {
        tags,
        summary: 'Ask Chef Basil a cooking question (1 to 100 characters)',
        body: AskChefBodySchema,
        response: { 200: ChefAnswerSchema, ...errorResponses(400, 401, 403, 429, 502, 504) },
      },
    },
    async (request) => {
      const { value } = await consult(request, 'answer', (signal) => chef.answer(request.body.question, signal));
      return { answer: value };
    },
  );

  routes.post(
    '/api/addchefquestion',
    {
      preValidation: asking,
      schema: {
        tags,
        summary: "Keep a question and Chef Basil's answer among the signed-in cook's previous questions",
        description:
          'The same question with the same answer is kept once: saved again, the answer is 200 with the one kept before and alreadySaved true.',
        body: AddChefQuestionBodySchema,
        response: { 200: SavedChefQuestionSchema, 201: SavedChefQuestionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { question, answer, UserId } = request.body;
      if (UserId !== undefined) assertSelfOrAdmin(request, UserId);
      const saved = await saveQuestion(db, signedInCook(request).user_id, question, answer);
      return reply.status(saved.alreadySaved ? 200 : 201).send(saved);
    },
  );

  routes.get(
    '/api/getchefquestions/:userId',
    {
      preValidation: asking,
      schema: {
        tags,
        summary: "A cook's saved questions, newest first",
        params: UserIdParamsSchema,
        response: { 200: ChefQuestionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      assertSelfOrAdmin(request, request.params.userId);
      reply.header('Cache-Control', 'no-store');
      return listQuestions(db, request.params.userId);
    },
  );

  routes.delete(
    '/api/deletechefquestion/:id',
    {
      preValidation: asking,
      schema: {
        tags,
        summary: 'Delete one of your saved questions',
        params: ChefQuestionIdParamsSchema,
        response: { 200: MessageBodySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = await findQuestionOwner(db, request.params.id);
      const cook = signedInCook(request);
      // Another cook's question is "not found", so ids reveal nothing.
      if (owner === undefined || (owner !== cook.user_id && cook.status !== 'Admin')) {
        throw new HttpError(404, 'That question no longer exists. It may have been deleted.');
      }
      await deleteQuestion(db, request.params.id);
      return { message: 'Question deleted' };
    },
  );

  routes.get(
    '/api/chefusage',
    {
      preValidation: requireAccess('admin'),
      schema: {
        tags,
        summary: `Chef Basil calls and tokens over the last ${USAGE_DAYS} days, by provider, model, kind and outcome. Admin only.`,
        response: { 200: ChefUsageSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const since = new Date(Date.now() - USAGE_DAYS * DAY_MS);
      return {
        provider: chef.provider,
        model: chef.model,
        since: since.toISOString(),
        rows: await usageSince(db, since),
      };
    },
  );
}
