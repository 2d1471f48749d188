import { describe, expect, it } from 'vitest';
import { CHEF_LIMITS } from '@fiz/core/chef';
import {
  addIngredient,
  alreadyListedMessage,
  canSuggest,
  isFull,
  listedAlready,
  moreNeededHint,
} from './ingredientList';

describe('addIngredient', () => {
  it('adds the entry trimmed, at the end', () => {
    expect(addIngredient(['rice'], '  chicken thighs ')).toEqual(['rice', 'chicken thighs']);
  });

  it('ignores an empty or whitespace-only entry', () => {
    expect(addIngredient(['rice'], '')).toEqual(['rice']);
    expect(addIngredient(['rice'], ' \t ')).toEqual(['rice']);
  });

  it('ignores an ingredient already listed, whatever its letter case, for one or for many', () => {
    expect(addIngredient(['Garlic'], 'garlic ')).toEqual(['Garlic']);
    expect(addIngredient(['egg'], 'Eggs')).toEqual(['egg']);
    expect(addIngredient(['tomatoes'], 'tomato')).toEqual(['tomatoes']);
  });

  it('adds nothing once the list is full', () => {
    const full = Array.from({ length: CHEF_LIMITS.maxIngredients }, (_, index) => `item ${index}`);
    expect(isFull(full)).toBe(true);
    expect(addIngredient(full, 'one more')).toEqual(full);
  });

  it('leaves the given list as it was', () => {
    const ingredients = ['rice'];
    addIngredient(ingredients, 'egg');
    expect(ingredients).toEqual(['rice']);
  });
});

describe('an ingredient listed already', () => {
  it('is found however it is written, for one or for many', () => {
    expect(listedAlready(['Eggs', 'rice'], ' egg ')).toBe('Eggs');
    expect(listedAlready(['tomatoes'], 'TOMATO')).toBe('tomatoes');
    expect(listedAlready(['Eggs'], 'eggplant')).toBeUndefined();
    expect(listedAlready(['Eggs'], '   ')).toBeUndefined();
  });

  it('is named as it was listed when it was typed another way', () => {
    expect(alreadyListedMessage(' egg ', 'Eggs')).toBe('egg is already in your ingredients, as Eggs.');
    expect(alreadyListedMessage('RICE', 'rice')).toBe('rice is already in your ingredients.');
  });
});

describe('canSuggest', () => {
  it('needs more than 3 ingredients', () => {
    expect(canSuggest(['a', 'b', 'c'])).toBe(false);
    expect(canSuggest(['a', 'b', 'c', 'd'])).toBe(true);
  });
});

describe('moreNeededHint', () => {
  it('counts down to the fourth ingredient, then says nothing', () => {
    expect(moreNeededHint([])).toBe('Add at least 4 ingredients for Chef Basil to suggest a recipe.');
    expect(moreNeededHint(['a', 'b'])).toBe('Add 2 more ingredients for Chef Basil to suggest a recipe.');
    expect(moreNeededHint(['a', 'b', 'c'])).toBe('Add 1 more ingredient for Chef Basil to suggest a recipe.');
    expect(moreNeededHint(['a', 'b', 'c', 'd'])).toBe('');
  });
});
