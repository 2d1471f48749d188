import { describe, expect, it } from 'vitest';
import { idSchema } from './ids.js';
import { UpdateRecipeBodySchema } from './recipe.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('ids', () => {
  it('says one thing about each wrong id, the reason that matters', () => {
    const recipeId = idSchema('recipe');
    expect(messages(recipeId.safeParse('99999999999999999999'))).toEqual(['There is no recipe with that id']);
    expect(messages(recipeId.safeParse(1e20))).toEqual(['There is no recipe with that id']);
    expect(messages(recipeId.safeParse(1.5))).toEqual(['The recipe id must be a whole number']);
    expect(messages(recipeId.safeParse('-1'))).toEqual(['The recipe id must be a positive number']);
    expect(messages(recipeId.safeParse('0x1'))).toEqual(['The recipe id must be a number']);
    expect(recipeId.parse('12')).toBe(12);
  });

  it("says once what is wrong with a save's revision", () => {
    const save = (recipeRevision: number) =>
      messages(UpdateRecipeBodySchema.safeParse({ recipeId: 1, recipeName: 'Soup', recipeRevision }));
    expect(save(-1e20)).toContain('recipeRevision must be a whole number');
    expect(save(-1e20).filter((message) => message.startsWith('recipeRevision'))).toHaveLength(1);
    expect(save(-1)).toContain('recipeRevision cannot be negative');
  });
});
