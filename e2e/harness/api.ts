import { AddRecipeFromAiResponseSchema, aiRecipeBody, RecipeIdeaSchema } from '@fiz/core/chef';
import { updateRecipeBody, type RecipeFacts } from '@fiz/core/testing/recipe-bodies';
import { inject } from 'vitest';
import type { E2eCook } from './cooks.js';

/** Signs a cook in through the API and returns the Cookie header, for setting up data quickly. */
export async function apiSession(cook: E2eCook): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/userlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cook.email, password: cook.password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login failed: ${await response.text()}`);
  return cookie;
}

async function post(cookie: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Deletes a recipe through the API, as the cook would from another window or device. */
export async function apiDeleteRecipe(cookie: string, recipeId: number): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}/api/deleterecipe/${recipeId}`, {
    method: 'DELETE',
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`deleting recipe ${recipeId} failed: ${await response.text()}`);
}

/** Creates a whole recipe through the API as the signed-in cook. */
export async function apiRecipe(cookie: string, name: string, facts: RecipeFacts = {}): Promise<number> {
  const { recipe_id } = (await post(cookie, '/addrecipename', { recipeName: name })) as { recipe_id: number };
  await post(cookie, '/updaterecipe', updateRecipeBody(recipe_id, name, facts));
  return recipe_id;
}

/** A GET as the signed-in cook, for checking what the server holds. */
export async function apiGet(cookie: string, path: string): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api${path}`, { headers: { cookie } });
}

/** Stores a Contact Us message through the API, as the form's first call does. */
export async function apiContactMessage(cookie: string, body: Record<string, unknown>): Promise<void> {
  await post(cookie, '/emailfromcontact', body);
}

/** Saves a question and its answer among the signed-in cook's previous questions, as Save on Ask Chef Basil does. */
export async function apiChefQuestion(cookie: string, question: string, answer: string): Promise<void> {
  await post(cookie, '/addchefquestion', { question, answer });
}

/** Asks Chef Basil a question as the signed-in cook, as Ask Chef Basil does; returns his answer. */
export async function apiAskChef(cookie: string, question: string): Promise<string> {
  return (await post(cookie, '/ask-chef', { question })).answer as string;
}

/** Uploads a photo for one of the signed-in cook's recipes, as the editor's Upload does. */
export async function apiPhoto(
  cookie: string,
  recipeId: number,
  photo: { name: string; buffer: Buffer },
): Promise<void> {
  const form = new FormData();
  form.append('recipeId', String(recipeId));
  form.append('file', new Blob([new Uint8Array(photo.buffer)], { type: 'image/jpeg' }), photo.name);
  const response = await fetch(`${inject('baseUrl')}/api/imageupload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`photo upload failed: ${await response.text()}`);
}

/** Saves Chef Basil's idea for these ingredients unchanged, as Save on Chef Basil Recipes does: a Chef Basil recipe. */
export async function apiChefBasilRecipe(cookie: string, ingredients: string[]): Promise<number> {
  const idea = RecipeIdeaSchema.parse(await post(cookie, '/get-recipe-from-ingredients', { ingredients }));
  return AddRecipeFromAiResponseSchema.parse(await post(cookie, '/addrecipefromai', aiRecipeBody(idea))).recipeId;
}

/** Saves a website bookmark as the signed-in cook, as Add A Website does. */
export async function apiWebsite(cookie: string, website: { url: string; title: string; note: string }): Promise<void> {
  await post(cookie, '/websites', website);
}
