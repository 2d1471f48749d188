import { describe, expect, it } from 'vitest';
import { mergeLines } from './mergeLines';

const merge = (base: string, mine: string, theirs: string) =>
  mergeLines(base.split(' '), mine.split(' '), theirs.split(' '), (line) => line).join(' ');

describe("merging the cook's changes to a list into a later save of it", () => {
  it('keeps what each side added, in place', () => {
    expect(merge('a b c', 'a b x c', 'a b c y')).toBe('a b x c y');
    expect(merge('a b c', 'x a b c', 'a y b c')).toBe('x a y b c');
  });

  it("removes what the cook removed, and keeps the other save's removals", () => {
    expect(merge('a b c', 'a c', 'a b c d')).toBe('a c d');
    expect(merge('a b c', 'a b c x', 'b c')).toBe('b c x');
  });

  it('shows a line both changed differently both ways', () => {
    expect(merge('a b c', 'a B1 c', 'a B2 c')).toBe('a B1 B2 c');
  });

  it('counts repeated lines, so one removed of two leaves the other', () => {
    expect(merge('a a b', 'a b', 'a a b c')).toBe('a b c');
  });

  it('gives the cook their list when nothing was saved in between, and the other when the cook changed nothing', () => {
    expect(merge('a b c', 'c x a', 'a b c')).toBe('c x a');
    expect(merge('a b c', 'a b c', 'c y a')).toBe('c y a');
  });
});
