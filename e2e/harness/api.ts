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

/** Creates a whole recipe through the API as the signed-in cook. */
export async function apiRecipe(cookie: string, name: string, rest: Record<string, unknown> = {}): Promise<number> {
  const { recipe_id } = (await post(cookie, '/addrecipename', { recipeName: name })) as { recipe_id: number };
  await post(cookie, '/updaterecipe', {
    recipeName: name,
    recipeShare: 'No',
    recipeFavourite: 'No',
    ...rest,
    recipeId: recipe_id,
  });
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
