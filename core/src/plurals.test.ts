import { describe, expect, it } from 'vitest';
import { agreeingItem, itemFor, itemForms } from './plurals.js';

describe('the item for one and for many', () => {
  it.each([
    ['egg', 'eggs'],
    ['onion', 'onions'],
    ['tomato', 'tomatoes'],
    ['cherry', 'cherries'],
    ['peach', 'peaches'],
    ['radish', 'radishes'],
    ['bay leaf', 'bay leaves'],
    ['cookie', 'cookies'],
    ['clove', 'cloves'],
    ['olive', 'olives'],
    ['orange', 'oranges'],
    ['avocado', 'avocados'],
    ['glass', 'glasses'],
    ['egg yolk', 'egg yolks'],
    ['jalapeño', 'jalapeños'],
  ])('%s and %s', (one, many) => {
    expect(itemFor(one, true)).toBe(many);
    expect(itemFor(many, true)).toBe(many);
    expect(itemFor(many, false)).toBe(one);
    expect(itemFor(one, false)).toBe(one);
  });

  it('changes the counted word, not the ones around it', () => {
    expect(itemFor('red onion, thinly sliced', true)).toBe('red onions, thinly sliced');
    expect(itemFor('heads of garlic', false)).toBe('head of garlic');
    expect(itemFor('lemon (zested)', true)).toBe('lemons (zested)');
    expect(itemFor('Eggs', false)).toBe('Egg');
  });

  it('leaves words that are the same for one and many, and items with no word to count', () => {
    expect(itemFor('salmon fillet', true)).toBe('salmon fillets');
    expect(itemFor('molasses', false)).toBe('molasses');
    expect(itemFor('asparagus', false)).toBe('asparagus');
    expect(itemFor('hummus', true)).toBe('hummus');
    expect(itemFor('7up', true)).toBe('7up');
    expect(itemFor('', true)).toBe('');
  });

  it('offers both forms, the written one first', () => {
    expect(itemForms('eggs')).toEqual(['eggs', 'egg']);
    expect(itemForms('rice')).toEqual(['rice']);
  });
});

describe('an item agreeing with a changed amount', () => {
  it('changes only when the amount crosses one', () => {
    expect(agreeingItem('egg', '1', '2')).toBe('eggs');
    expect(agreeingItem('carrots', '2', '1')).toBe('carrot');
    expect(agreeingItem('carrots', '2', '1/2')).toBe('carrot');
    expect(agreeingItem('carrots', '3', '1 1/2')).toBe('carrots');
    expect(agreeingItem('garlic clove', '2', '4')).toBe('garlic clove');
    expect(agreeingItem('egg', 'a few', '2')).toBe('egg');
  });

  it('changes only English words for things counted, so other languages keep their words', () => {
    expect(agreeingItem('red onion, sliced', '1', '2')).toBe('red onions, sliced');
    expect(agreeingItem('cherry tomato', '1', '3')).toBe('cherry tomatoes');
    expect(agreeingItem('Zwiebel', '1', '2')).toBe('Zwiebel');
    expect(agreeingItem('adet soğan', '1', '2')).toBe('adet soğan');
    expect(agreeingItem('çay bardağı su', '1', '2')).toBe('çay bardağı su');
    expect(agreeingItem('flour', '1', '2')).toBe('flour');
    expect(agreeingItem('domates', '2', '1')).toBe('domates');
    expect(agreeingItem('Ananas', '2', '1')).toBe('Ananas');
  });
});
