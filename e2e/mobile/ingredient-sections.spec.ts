import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

it('shows a recipe’s sections under their headings, with nothing to tick, and shops only for the ingredients', async () => {
  const cook = await registerCook(newCook('Kira'));
  const id = await apiRecipe(await apiSession(cook), 'Sesame noodles', {
    ingredients: [
      { qty: '200', unit: 'g', item: 'noodles', note: '' },
      { qty: '', unit: '', item: 'For the sauce:', note: '' },
      { qty: '2', unit: 'tbsp', item: 'soy sauce', note: '' },
      { qty: '1', unit: 'tbsp', item: 'sesame oil', note: '' },
    ],
    recipeMethod: 'Boil the noodles. Toss with the sauce',
  });
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  await page.goto(`/mshowrecipe/${id}`);

  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  const sauce = ingredients.getByRole('heading', { name: 'For the sauce:', level: 3 });
  await expect.poll(() => sauce.isVisible()).toBe(true);
  expect(await ingredients.getByRole('checkbox').count()).toBe(3);
  expect(await ingredients.getByRole('checkbox', { name: /For the sauce/ }).count()).toBe(0);
  // The heading stands between the ingredients before it and those it heads.
  const top = async (text: string) => (await ingredients.getByText(text, { exact: false }).first().boundingBox())!.y;
  expect(await top('noodles')).toBeLessThan(await top('For the sauce:'));
  expect(await top('For the sauce:')).toBeLessThan(await top('soy sauce'));
  await expectAccessible(page);

  // Ticking the sauce's first ingredient ticks that one, not the one the heading's row would have shifted to.
  await ingredients.getByRole('checkbox', { name: '2 tbsp soy sauce' }).check();
  expect(await ingredients.getByRole('checkbox', { name: '1 tbsp sesame oil' }).isChecked()).toBe(false);

  await page.getByRole('radiogroup', { name: 'Amounts' }).getByText('2×', { exact: true }).click();
  await expect.poll(() => ingredients.getByRole('checkbox', { name: '4 tbsp soy sauce' }).isVisible()).toBe(true);
  expect(await sauce.isVisible()).toBe(true);

  // The ticked soy sauce is left out, and so is the heading: two of the four rows go on the list.
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect.poll(() => page.getByText('Added 2 item(s) to your Shopping List.').isVisible()).toBe(true);
  const listed = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('shoppinglist') ?? '[]') as { text: string }[]).map((item) => item.text).sort(),
  );
  expect(listed).toEqual(['2 tbsp sesame oil', '400 g noodles']);
});

it('offers no amounts and nothing to shop for a recipe of section headings alone', async () => {
  const cook = await registerCook(newCook('Lior'));
  const id = await apiRecipe(await apiSession(cook), 'Pie to plan', {
    ingredients: [
      { qty: '', unit: '', item: 'For the dough:', note: '' },
      { qty: '', unit: '', item: 'For the filling:', note: '' },
    ],
  });
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  await page.goto(`/mshowrecipe/${id}`);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect.poll(() => ingredients.getByRole('heading', { name: 'For the filling:' }).isVisible()).toBe(true);
  expect(await page.getByRole('radiogroup', { name: 'Amounts' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /Add to shopping list/i }).count()).toBe(0);
});
