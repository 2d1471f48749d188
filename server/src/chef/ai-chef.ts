import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, NoObjectGeneratedError, Output, type LanguageModel, type LanguageModelUsage } from 'ai';
import { CHEF_MESSAGES, sameRecipeName } from '@fiz/core/chef';
import type { ChefConfig } from '../config.js';
import { ChefError, type Chef, type TokenUsage } from './chef.js';
import { plainAnswer } from './plain-answer.js';
import { CHEF_SYSTEM_PROMPT, recipePrompt } from './prompts.js';
import { ModelRecipeSchema, recipeFromFencedText, tidySuggestion, type ModelRecipe } from './tidy-suggestion.js';
import { required } from '../required.js';

/**
 * The most a reply may run to: an answer of about 150 words needs a few hundred tokens, a recipe a couple of
 * thousand. Without a cap a provider may write (and bill) tens of thousands.
 */
const MAX_OUTPUT_TOKENS = { answer: 1_000, recipe: 4_000 } as const;

type AiProvider = Exclude<ChefConfig['provider'], 'builtin'>;

/** The provider's model through the Vercel AI SDK; CHEF_BASE_URL points any of them elsewhere (a proxy, a local server). */
export function languageModel(config: ChefConfig & { provider: AiProvider }): LanguageModel {
  const { apiKey, baseUrl, model } = config;
  switch (config.provider) {
    case 'anthropic':
      return createAnthropic({ apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}) })(model);
    case 'openai':
      // Chat Completions, the protocol every OpenAI-compatible server speaks too.
      return createOpenAI({ apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}) }).chat(model);
    case 'openai-compatible':
      // JSON-schema response format (Ollama, vLLM, LM Studio support it), so the model is told the recipe's shape.
      return createOpenAICompatible({
        name: 'chef',
        baseURL: required(baseUrl, 'CHEF_BASE_URL'),
        supportsStructuredOutputs: true,
        ...(apiKey ? { apiKey } : {}),
      })(model);
  }
}

const usageOf = (usage: LanguageModelUsage | undefined): TokenUsage => ({
  inputTokens: usage?.inputTokens ?? 0,
  outputTokens: usage?.outputTokens ?? 0,
});

/** Any failure of the call, in the spec's words for the cook and with what went wrong for the record. */
async function calling<T>(signal: AbortSignal, failure: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ChefError) throw error;
    if (signal.aborted) throw new ChefError('timeout', failure);
    if (NoObjectGeneratedError.isInstance(error)) throw new ChefError('invalid-output', failure, usageOf(error.usage));
    throw new ChefError('provider-error', failure);
  }
}

export function aiChef(config: ChefConfig & { provider: AiProvider }, model = languageModel(config)): Chef {
  const common = { model, system: CHEF_SYSTEM_PROMPT, maxRetries: 0 };
  return {
    provider: config.provider,
    model: config.model,
    suggestRecipe: (ingredients, alreadySuggested, signal) =>
      calling(signal, CHEF_MESSAGES.recipeFailed, async () => {
        let raw: ModelRecipe | null;
        let usage: TokenUsage;
        try {
          const result = await generateText({
            ...common,
            prompt: recipePrompt(ingredients, alreadySuggested),
            output: Output.object({ schema: ModelRecipeSchema, name: 'recipe' }),
            maxOutputTokens: MAX_OUTPUT_TOKENS.recipe,
            abortSignal: signal,
          });
          raw = result.output;
          usage = usageOf(result.usage);
        } catch (error) {
          // A recipe that only a Markdown code fence kept from parsing is read all the same.
          if (!NoObjectGeneratedError.isInstance(error) || !error.text) throw error;
          raw = recipeFromFencedText(error.text);
          if (!raw) throw error;
          usage = usageOf(error.usage);
        }
        const recipe = tidySuggestion(raw);
        if (!recipe) throw new ChefError('invalid-output', CHEF_MESSAGES.recipeFailed, usage);
        // The same dish again, asked for another: the model has nothing else to offer for these ingredients.
        const repeated = alreadySuggested.some((suggested) => sameRecipeName(suggested, recipe.name));
        return { value: repeated ? null : recipe, usage };
      }),
    answer: (question, signal) =>
      calling(signal, CHEF_MESSAGES.askFailed, async () => {
        const result = await generateText({
          ...common,
          prompt: question,
          maxOutputTokens: MAX_OUTPUT_TOKENS.answer,
          abortSignal: signal,
        });
        const usage = usageOf(result.usage);
        const answer = plainAnswer(result.text);
        if (!answer) throw new ChefError('empty', CHEF_MESSAGES.emptyAnswer, usage);
        return { value: answer, usage };
      }),
  };
}
