/** The API client of one simulated cook, and the bookkeeping of every write the server acknowledged. */
import type { Recorder } from './stats.js';

export interface ApiResult {
  ok: boolean;
  status: number | 'network';
  ms: number;
  body: unknown;
  text: string;
}

export interface Ingredient {
  qty: string;
  unit: string;
  item: string;
  note: string;
}

/** What the database must hold for a recipe: its last acknowledged state, or one of the writes tried since. */
export interface TrackedRecipe {
  id: number;
  owner: number;
  acked: RecipeState;
  /** States sent after the last acknowledgement whose outcome is unknown (error or no answer). */
  unsure: RecipeState[];
  /** A photo upload's outcome is unknown, so the photo is not checked. */
  photoUnsure: boolean;
}

export interface RecipeState {
  name: string;
  note: string;
  share: 'Yes' | 'No';
  ingredients: number;
  imageUrl: string;
}

const WORDS = (
  'chicken curry lemon garlic basil tomato soup roast lamb potato salad pasta pesto mushroom risotto beef stew ' +
  'chocolate cake apple pie ginger carrot pumpkin coconut lentil dahl salmon honey thyme rosemary bread'
).split(' ');

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

export class Cook {
  cookie = '';
  userId = 0;
  readonly recipes: TrackedRecipe[] = [];

  constructor(
    readonly baseUrl: string,
    readonly email: string,
    readonly password = 'loadtest1',
    private readonly timeoutMs = 30_000,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<ApiResult> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('fiz_session='));
      if (cookie) this.cookie = cookie.split(';')[0]!;
      let parsed: unknown = undefined;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { ok: response.status >= 200 && response.status < 300, status: response.status, ms, body: parsed, text };
    } catch (error) {
      const ms = performance.now() - started;
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { ok: false, status: 'network', ms, body: undefined, text: `${(error as Error).name}: ${cause ?? ''}` };
    }
  }

  /** Registers and signs in; throws when either fails (the set-up of a run, not measured). */
  async signUp(firstname: string): Promise<void> {
    const registered = await this.call('POST', '/api/userregistration', {
      firstname,
      email: this.email,
      password: this.password,
    });
    if (!registered.ok) throw new Error(`registration of ${this.email}: ${registered.status} ${registered.text}`);
    await this.signIn();
  }

  async signIn(): Promise<void> {
    const login = await this.call('POST', '/api/userlogin', { email: this.email, password: this.password });
    if (!login.ok) throw new Error(`login of ${this.email}: ${login.status} ${login.text}`);
    this.userId = (login.body as { user_id: number }).user_id;
  }

  /** Creates a recipe; tracked when acknowledged. */
  async create(
    name: string,
    note: string,
    recorder?: Recorder,
  ): Promise<{ recipe?: TrackedRecipe; result: ApiResult }> {
    const result = await this.call('POST', '/api/addrecipename', { recipeName: name, recipeNote: note });
    report(recorder, 'create recipe', result);
    if (!result.ok) return { result };
    const id = (result.body as { recipe_id: number }).recipe_id;
    const recipe: TrackedRecipe = {
      id,
      owner: this.userId,
      acked: { name, note, share: 'No', ingredients: 0, imageUrl: '' },
      unsure: [],
      photoUnsure: false,
    };
    this.recipes.push(recipe);
    return { recipe, result };
  }

  /** Sends the whole recipe with a new name, note and ingredients; the note carries a version stamp. */
  async update(
    recipe: TrackedRecipe,
    stamp: string,
    recorder?: Recorder,
    share: 'Yes' | 'No' = Math.random() < 0.5 ? 'Yes' : 'No',
  ): Promise<ApiResult> {
    const ingredients: Ingredient[] = Array.from({ length: 3 + Math.floor(Math.random() * 6) }, (_, i) => ({
      qty: String(i + 1),
      unit: pick(['g', 'cup', 'tbsp', 'tsp', '']),
      item: words(1),
      note: i === 0 ? stamp : '',
    }));
    const state: RecipeState = {
      name: `${words(2)} ${stamp}`.slice(0, 50),
      note: `${stamp} ${words(6)}`,
      share,
      ingredients: ingredients.length,
      imageUrl: recipe.acked.imageUrl,
    };
    const result = await this.call('POST', '/api/updaterecipe', {
      recipeId: recipe.id,
      recipeName: state.name,
      recipeNote: state.note,
      recipeShare: state.share,
      recipeFavourite: Math.random() < 0.2 ? 'Yes' : 'No',
      recipeMethod: `${words(8)}.\n${words(10)}.`,
      // An empty image address removes the photo: send the current one to keep it.
      recipeImageUrl: recipe.acked.imageUrl,
      ingredients,
    });
    report(recorder, 'edit recipe', result);
    if (result.ok) {
      recipe.acked = state;
      recipe.unsure = [];
    } else recipe.unsure.push(state);
    return result;
  }

  async upload(recipe: TrackedRecipe, jpeg: Uint8Array, recorder?: Recorder): Promise<ApiResult> {
    const form = new FormData();
    form.append('recipeId', String(recipe.id));
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
    const result = await this.call('POST', '/api/imageupload', form);
    report(recorder, 'upload photo', result);
    if (result.ok) recipe.acked = { ...recipe.acked, imageUrl: (result.body as { imageUrl: string }).imageUrl };
    else recipe.photoUnsure = true;
    return result;
  }
}

export function report(recorder: Recorder | undefined, action: string, result: ApiResult): void {
  recorder?.record(action, result.ms, result.ok, { status: result.status, detail: result.text });
}
