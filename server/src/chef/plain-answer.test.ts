import { describe, expect, it } from 'vitest';
import { CHEF_LIMITS } from '@fiz/core/chef';
import { plainAnswer } from './plain-answer.js';

describe('plainAnswer', () => {
  it('drops Markdown headings, bold, code and table rules, and turns list dashes into bullets', () => {
    const markdown = [
      '## Cup sizes',
      '',
      '- **1 US cup** = 240 ml',
      '* `1 metric cup` = 250 ml',
      '',
      '| Cup | ml |',
      '|---|---|',
      '| US | 240 |',
    ].join('\n');
    expect(plainAnswer(markdown)).toBe(
      ['Cup sizes', '', '• 1 US cup = 240 ml', '• 1 metric cup = 250 ml', '', '| Cup | ml |', '| US | 240 |'].join(
        '\n',
      ),
    );
  });

  it('keeps plain answers, numbered steps and arithmetic as they are', () => {
    const text = 'Rest it for 5 minutes.\n1. Season.\n2. Sear 2*3 minutes a side.';
    expect(plainAnswer(text)).toBe(text);
  });

  it('cuts an answer longer than a saved answer may be at a word', () => {
    const answer = plainAnswer('word '.repeat(5_000));
    expect(answer.length).toBeLessThanOrEqual(CHEF_LIMITS.answerMax);
    expect(answer.endsWith('word')).toBe(true);
  });
});
