import type { ChefUsage } from '@fiz/core/chef';

export interface ChefUsageSummary {
  requests: number;
  answered: number;
  failed: number;
  tokens: number;
}

/** Chef Basil gave the cook something: an answer, a recipe, or word that nothing fits their ingredients. */
const ANSWERED = new Set(['ok', 'no-match']);
/** Still waiting for the provider: neither answered nor failed yet. */
const PENDING = 'pending';

/** The usage rows of the last days, added up into what an Admin watches: volume, failures and tokens paid for. */
export function summarizeChefUsage({ rows }: ChefUsage): ChefUsageSummary {
  const summary: ChefUsageSummary = { requests: 0, answered: 0, failed: 0, tokens: 0 };
  for (const row of rows) {
    summary.requests += row.calls;
    if (ANSWERED.has(row.outcome)) summary.answered += row.calls;
    else if (row.outcome !== PENDING) summary.failed += row.calls;
    summary.tokens += row.inputTokens + row.outputTokens;
  }
  return summary;
}

const PROVIDER_NAMES: Record<string, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'an OpenAI-compatible server',
};

/** Who answers as Chef Basil, in a sentence for the Admin. */
export function chefAnswererLine({ provider, model }: Pick<ChefUsage, 'provider' | 'model'>): string {
  if (provider === 'builtin') return 'Answered by the built-in chef (no AI provider is set), over the last 30 days.';
  return `Answered by ${PROVIDER_NAMES[provider] ?? provider} (${model}), over the last 30 days.`;
}
