import { describe, expect, it } from 'vitest';
import { sortShoppingList } from './shopping.js';
import { item, texts } from './testing/shopping-items.js';

describe('sorting (spec 4.7)', () => {
  it('puts unchecked items before checked ones', () => {
    const list = [item('a', 'apples', true), item('b', 'bread'), item('c', 'cheese', true), item('d', 'dates')];
    expect(texts(sortShoppingList(list))).toEqual(['bread', 'dates', 'apples', 'cheese']);
  });

  it('orders text naturally, ignoring case', () => {
    const list = [
      item('a', 'item 10'),
      item('b', 'Item 2'),
      item('c', 'banana'),
      item('d', 'Apple'),
      item('e', 'item 1'),
    ];
    expect(texts(sortShoppingList(list))).toEqual(['Apple', 'banana', 'item 1', 'Item 2', 'item 10']);
  });

  it('files an item by what it is, not by its amount, so one thing sits in one place', () => {
    const list = [
      item('a', '2 cups plain flour'),
      item('b', 'apples'),
      item('c', '200 g plain flour'),
      item('d', '5 eggs'),
      item('e', '½ pint whole milk'),
      item('f', '1 egg'),
      item('g', 'Bread'),
    ];
    expect(texts(sortShoppingList(list))).toEqual([
      'apples',
      'Bread',
      '1 egg',
      '5 eggs',
      '2 cups plain flour',
      '200 g plain flour',
      '½ pint whole milk',
    ]);
  });

  it('keeps one and many of a thing together, ahead of other things named after it', () => {
    const list = [
      item('a', 'egg noodles'),
      item('b', '5 eggs'),
      item('c', 'onion powder'),
      item('d', '2 onions'),
      item('e', '1 egg'),
      item('f', '1 onion'),
      item('g', 'a pinch of salt'),
      item('h', '1 tsp salt'),
    ];
    expect(texts(sortShoppingList(list))).toEqual([
      '1 egg',
      '5 eggs',
      'egg noodles',
      '1 onion',
      '2 onions',
      'onion powder',
      '1 tsp salt',
      'a pinch of salt',
    ]);
  });

  it('leaves the list it was given alone', () => {
    const list = [item('a', 'b'), item('b', 'a')];
    sortShoppingList(list);
    expect(texts(list)).toEqual(['b', 'a']);
  });
});
