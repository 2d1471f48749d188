import { describe, expect, it } from 'vitest';
import { truncate } from './search.js';

describe('truncate', () => {
  it('leaves text within the limit alone and cuts longer text with an ellipsis', () => {
    expect(truncate('Lemon chicken', 50)).toBe('Lemon chicken');
    expect(truncate('A very long note about the soup', 12)).toBe('A very long…');
  });

  it('counts an emoji or a letter with its accent as one character and never splits one', () => {
    const party = `Party ${'🎉'.repeat(30)}`;
    expect(truncate(party, 50)).toBe(party);
    expect(truncate(`${'a'.repeat(41)}🍮🍮 yum`, 42)).toBe(`${'a'.repeat(41)}🍮…`);
    expect(truncate('👩‍🍳👩‍🍳👩‍🍳', 2)).toBe('👩‍🍳👩‍🍳…');
    expect(truncate('Cafe\u0301 au lait', 4)).toBe('Cafe\u0301…');
  });
});
