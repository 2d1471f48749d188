import { describe, expect, it } from 'vitest';
import { pastedLines, tooLongMessage } from './pastedLines';

describe('pastedLines', () => {
  it('numbers lines as they stand in the pasted text, blank ones counted but left out, each trimmed', () => {
    expect(pastedLines('2 cups flour\r\n\n  3 eggs  \n')).toEqual([
      { number: 1, text: '2 cups flour' },
      { number: 3, text: '3 eggs' },
    ]);
  });
});

describe('tooLongMessage', () => {
  it('says nothing when every line fits, up to the limit itself', () => {
    expect(tooLongMessage(pastedLines(`3 eggs\n${'a'.repeat(500)}`), 500)).toBeUndefined();
  });

  it('names the one long line, how long it is, by how much, and how it starts', () => {
    const long = `Flour ${'x'.repeat(606)}`;
    expect(tooLongMessage(pastedLines(`3 eggs\n\n${long}`), 500)).toBe(
      `Line 3 (“Flour ${'x'.repeat(34)}…”) is 612 characters, 112 more than the 500 an ingredient line can ` +
        'have. Shorten it or split it into two lines.',
    );
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(tooLongMessage(pastedLines('🍋'.repeat(500)), 500)).toBeUndefined();
    expect(tooLongMessage(pastedLines('🍋'.repeat(501)), 500)).toMatch(/^Line 1 .* is 501 characters, 1 more/);
  });

  it('lists several long lines with their lengths', () => {
    const text = ['a'.repeat(612), '2 eggs', 'b'.repeat(530)].join('\n');
    expect(tooLongMessage(pastedLines(text), 500)).toBe(
      'Lines 1 and 3 are longer than the 500 characters an ingredient line can have (612 and 530). ' +
        'Shorten or split them.',
    );
  });

  it('lists the first five of many long lines and says how many more there are', () => {
    const text = Array.from({ length: 8 }, () => 'c'.repeat(501)).join('\n');
    expect(tooLongMessage(pastedLines(text), 500)).toBe(
      'Lines 1, 2, 3, 4, 5 and 3 more are longer than the 500 characters an ingredient line can have. ' +
        'Shorten or split them.',
    );
  });
});
