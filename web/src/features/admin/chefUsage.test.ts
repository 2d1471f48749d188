import { describe, expect, it } from 'vitest';
import { chefAnswererLine, summarizeChefUsage } from './chefUsage';

const row = (outcome: string, calls: number, inputTokens = 0, outputTokens = 0) => ({
  provider: 'anthropic',
  model: 'claude-sonnet-4-5',
  kind: 'answer',
  outcome,
  calls,
  inputTokens,
  outputTokens,
});

describe('summarizeChefUsage', () => {
  it('counts answers and no-match replies as answered, failures as failed, and pending calls only as requests', () => {
    const usage = {
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      since: '2026-10-25T00:00:00.000Z',
      rows: [
        row('ok', 40, 12_000, 30_000),
        row('no-match', 3),
        row('timeout', 2),
        row('provider-error', 1, 100, 0),
        row('invalid-output', 1, 500, 900),
        row('pending', 2),
      ],
    };
    expect(summarizeChefUsage(usage)).toEqual({ requests: 49, answered: 43, failed: 4, tokens: 43_500 });
  });

  it('is all zeros before anyone has asked', () => {
    const usage = { provider: 'builtin', model: 'builtin', since: '2026-10-25T00:00:00.000Z', rows: [] };
    expect(summarizeChefUsage(usage)).toEqual({ requests: 0, answered: 0, failed: 0, tokens: 0 });
  });
});

describe('chefAnswererLine', () => {
  it('names the provider as people write it, with the model', () => {
    expect(chefAnswererLine({ provider: 'openai', model: 'gpt-4.1-mini' })).toBe(
      'Answered by OpenAI (gpt-4.1-mini), over the last 30 days.',
    );
    expect(chefAnswererLine({ provider: 'openai-compatible', model: 'llama3.1' })).toBe(
      'Answered by an OpenAI-compatible server (llama3.1), over the last 30 days.',
    );
    expect(chefAnswererLine({ provider: 'builtin', model: 'builtin' })).toBe(
      'Answered by the built-in chef (no AI provider is set), over the last 30 days.',
    );
  });
});
