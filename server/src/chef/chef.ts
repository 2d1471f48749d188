import type { SuggestedRecipe } from '@fiz/core/chef';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChefReply<T> {
  value: T;
  usage: TokenUsage;
}

/** A recipe the built-in chef chose, with what it uses of the cook's ingredients. */
export interface ChosenRecipe extends SuggestedRecipe {
  uses?: string[];
  alsoNeeded?: string[];
}

/**
 * Chef Basil behind one interface, whoever answers: the built-in offline chef or an AI provider.
 * Failures are thrown as ChefError so the API can say what went wrong in the spec's words.
 */
export interface Chef {
  readonly provider: string;
  readonly model: string;
  /**
   * A recipe from what the cook has, other than those already suggested for it (another idea: the next best); null
   * when nothing sensible, or nothing else, can be made of it.
   */
  suggestRecipe(
    ingredients: string[],
    alreadySuggested: string[],
    signal: AbortSignal,
  ): Promise<ChefReply<ChosenRecipe | null>>;
  answer(question: string, signal: AbortSignal): Promise<ChefReply<string>>;
}

/** How a call to a chef ended, as recorded for the Admin. */
export type ChefOutcome = 'ok' | 'timeout' | 'provider-error' | 'invalid-output' | 'empty' | 'no-match';

export class ChefError extends Error {
  constructor(
    readonly outcome: Exclude<ChefOutcome, 'ok'>,
    message: string,
    readonly usage: TokenUsage = { inputTokens: 0, outputTokens: 0 },
  ) {
    super(message);
  }
}

export const NO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0 };
