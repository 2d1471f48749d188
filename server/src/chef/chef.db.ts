import { and, count, desc, eq, gte, inArray, min, ne, sql, sum } from 'drizzle-orm';
import type { ChefQuestion } from '@fiz/core/chef';
import type { Db } from '../db/client.js';
import { lockDailyLimit, lockSavedQuestions, type DailyUse } from '../db/daily-limit.js';
import { chefQuestions, chefUsage, ingredients, recipes } from '../db/schema.js';
import type { IdeaCandidate } from './builtin/recipe-ideas.js';
import type { ChefOutcome, TokenUsage } from './chef.js';
import { onlyRow } from '../db/rows.js';

type QuestionRow = typeof chefQuestions.$inferSelect;

const toChefQuestion = ({ askchef_id, askchef_question, askchef_answer, created_at }: QuestionRow): ChefQuestion => ({
  askchef_id,
  askchef_question,
  askchef_answer,
  created_at: created_at.toISOString(),
});

/**
 * Keeps a question and its answer, once: the same question with the same answer saved before (a second click, Save
 * pressed again, the same answer to the same question asked again) is the one already kept, and nothing is added.
 */
export async function saveQuestion(
  db: Db,
  userId: number,
  question: string,
  answer: string,
): Promise<ChefQuestion & { alreadySaved: boolean }> {
  return db.transaction(async (tx) => {
    await lockSavedQuestions(tx, userId);
    const [kept] = await tx
      .select()
      .from(chefQuestions)
      .where(
        and(
          eq(chefQuestions.askchef_user_id, userId),
          eq(chefQuestions.askchef_question, question),
          eq(chefQuestions.askchef_answer, answer),
        ),
      )
      .limit(1);
    if (kept) return { ...toChefQuestion(kept), alreadySaved: true };
    const row = onlyRow(
      await tx
        .insert(chefQuestions)
        .values({ askchef_user_id: userId, askchef_question: question, askchef_answer: answer })
        .returning(),
    );
    return { ...toChefQuestion(row), alreadySaved: false };
  });
}

/** Newest first. */
export async function listQuestions(db: Db, userId: number): Promise<ChefQuestion[]> {
  const rows = await db
    .select()
    .from(chefQuestions)
    .where(eq(chefQuestions.askchef_user_id, userId))
    .orderBy(desc(chefQuestions.askchef_id));
  return rows.map(toChefQuestion);
}

export async function findQuestionOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: chefQuestions.askchef_user_id })
    .from(chefQuestions)
    .where(eq(chefQuestions.askchef_id, id));
  return row?.userId;
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.delete(chefQuestions).where(eq(chefQuestions.askchef_id, id));
}

export interface UsageRecord {
  userId: number;
  kind: 'recipe' | 'answer';
  provider: string;
  model: string;
  outcome: ChefOutcome;
  usage: TokenUsage;
}

/** What a call that has not finished, or whose server stopped during it, is recorded as. */
const PENDING = 'pending';

/**
 * A call the provider refused or failed (a wrong key, an outage) gave the cook nothing and cost no tokens, so it
 * does not use up one of their calls for the day. Every other outcome does, a timeout included.
 */
const NOT_COUNTED: ChefOutcome = 'provider-error';

/** The cook's calls since a time that count against the daily limit: how many, and when the first was made. */
export async function callsSince(db: Pick<Db, 'select'>, userId: number, since: Date): Promise<DailyUse> {
  const [row] = await db
    .select({ count: count(), oldest: min(chefUsage.created_at) })
    .from(chefUsage)
    .where(and(eq(chefUsage.user_id, userId), gte(chefUsage.created_at, since), ne(chefUsage.outcome, NOT_COUNTED)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Takes one of the cook's calls for the day and records it as pending, or answers null when the cook has used
 * them all. Counting and recording under the cook's lock, calls arriving together cannot all pass.
 */
export async function reserveCall(
  db: Db,
  call: Omit<UsageRecord, 'outcome' | 'usage'>,
  limit: number,
  since: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockDailyLimit(tx, 'chef', call.userId);
    if ((await callsSince(tx, call.userId, since)).count >= limit) return null;
    const row = onlyRow(
      await tx
        .insert(chefUsage)
        .values({ user_id: call.userId, kind: call.kind, provider: call.provider, model: call.model, outcome: PENDING })
        .returning({ id: chefUsage.id }),
    );
    return row.id;
  });
}

/** Records how a reserved call ended and the tokens it used. */
export async function settleCall(
  db: Db,
  id: number,
  { outcome, usage }: Pick<UsageRecord, 'outcome' | 'usage'>,
): Promise<void> {
  await db
    .update(chefUsage)
    .set({ outcome, input_tokens: usage.inputTokens, output_tokens: usage.outputTokens })
    .where(eq(chefUsage.id, id));
}

/** Calls and tokens since a time, by provider, model, kind and outcome. */
export async function usageSince(db: Db, since: Date) {
  return db
    .select({
      provider: chefUsage.provider,
      model: chefUsage.model,
      kind: chefUsage.kind,
      outcome: chefUsage.outcome,
      calls: count(),
      inputTokens: sum(chefUsage.input_tokens).mapWith(Number),
      outputTokens: sum(chefUsage.output_tokens).mapWith(Number),
    })
    .from(chefUsage)
    .where(gte(chefUsage.created_at, since))
    .groupBy(chefUsage.provider, chefUsage.model, chefUsage.kind, chefUsage.outcome)
    .orderBy(chefUsage.provider, chefUsage.model, chefUsage.kind, chefUsage.outcome);
}

/** The newest shared recipes with a method and ingredients: what the built-in chef may suggest from the library. */
export async function sharedRecipeCandidates(db: Db, limit: number): Promise<IdeaCandidate[]> {
  const shared = await db
    .select({
      id: recipes.recipe_id,
      name: recipes.recipe_name,
      note: recipes.recipe_note,
      method: recipes.recipe_method,
    })
    .from(recipes)
    .where(and(eq(recipes.recipe_share, 'Yes'), sql`${recipes.recipe_method} <> ''`))
    .orderBy(desc(recipes.recipe_id))
    .limit(limit);
  if (shared.length === 0) return [];
  const items = await db
    .select({
      recipeId: ingredients.recipe_id,
      qty: ingredients.qty,
      unit: ingredients.unit,
      item: ingredients.item,
      note: ingredients.note,
    })
    .from(ingredients)
    .where(
      inArray(
        ingredients.recipe_id,
        shared.map((recipe) => recipe.id),
      ),
    )
    .orderBy(ingredients.recipe_id, ingredients.position);
  const byRecipe = new Map<number, typeof items>();
  for (const item of items) byRecipe.set(item.recipeId, [...(byRecipe.get(item.recipeId) ?? []), item]);
  return shared.flatMap((recipe) => {
    const listed = byRecipe.get(recipe.id);
    if (!listed) return [];
    return [
      {
        name: recipe.name,
        intro: recipe.note,
        ingredients: listed.map(({ qty, unit, item, note }) => ({ qty, unit, item, note })),
        method: recipe.method.split('\n').filter((step) => step.trim()),
        origin: 'library' as const,
        recipeId: recipe.id,
      },
    ];
  });
}

/** Which of these recipes are shared right now: a copy of the library read a minute ago may be out of date. */
export async function stillShared(db: Db, recipeIds: number[]): Promise<Set<number>> {
  if (recipeIds.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.recipe_id })
    .from(recipes)
    .where(and(inArray(recipes.recipe_id, recipeIds), eq(recipes.recipe_share, 'Yes')));
  return new Set(rows.map((row) => row.id));
}
