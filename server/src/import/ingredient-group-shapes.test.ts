import { describe, expect, it } from 'vitest';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import { jsonLd, page, PAGE } from '../testing/recipe-pages.js';
import { extractRecipe } from './extract-recipe.js';

/**
 * Group headings from recipe cards and pages shaped other than as a heading over a list: a Tasty Recipes card
 * written in paragraphs (as nourishedbynutrition.com's is), and a page without structured data whose groups are
 * subheadings over boxes of `<div>` rows (as argiro.gr's are).
 */

const ENCHILADA_LINES = ['2 cups salsa verde', '8 tortillas', '1/2 avocado, sliced', '1 lime, cut into wedges'];
const enchiladaJsonLd = (recipeIngredient: string[] = ENCHILADA_LINES) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Green Enchiladas',
    recipeIngredient,
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Bake the enchiladas.' }],
  });

const tastyBody = (inner: string) =>
  `<div class="tasty-recipes-ingredients-body">${inner}</div>` +
  '<div class="tasty-recipe-instructions"><p>Bake the enchiladas.</p></div>';
const paragraphs = (rows: string[]) => rows.map((row) => `<p><span>${row}</span></p>`).join('');

const linesOf = (html: string) => extractRecipe(html, PAGE)?.ingredients.map((ingredient) => ingredient.text);

describe('a Tasty Recipes card written in paragraphs', () => {
  it('heads the rows after a bold paragraph ending in a colon with its name', () => {
    const card = tastyBody(
      paragraphs(ENCHILADA_LINES.slice(0, 2)) +
        '<p><strong>For the topping (optional):</strong></p>' +
        paragraphs(ENCHILADA_LINES.slice(2)),
    );
    expect(linesOf(page(enchiladaJsonLd(), card))).toEqual([
      ...ENCHILADA_LINES.slice(0, 2),
      'For the topping (optional):',
      ...ENCHILADA_LINES.slice(2),
    ]);
  });

  it('takes a name whose colon stands outside the bold, and gives each of two groups its heading', () => {
    const card = tastyBody(
      '<p><b>Enchiladas</b>:</p>' +
        paragraphs(ENCHILADA_LINES.slice(0, 2)) +
        '<p><b>Topping</b>:</p>' +
        paragraphs(ENCHILADA_LINES.slice(2)),
    );
    expect(linesOf(page(enchiladaJsonLd(), card))).toEqual([
      'Enchiladas:',
      ...ENCHILADA_LINES.slice(0, 2),
      'Topping:',
      ...ENCHILADA_LINES.slice(2),
    ]);
  });

  it('keeps a row the cook set in bold as an ingredient, colon or not, when only part of it is bold', () => {
    const lines = ['2 cups salsa verde', '8 tortillas', 'Lime', '1 lime, cut into wedges'];
    const card = tastyBody(
      paragraphs(lines.slice(0, 2)) +
        '<p><strong>Lime</strong></p>' +
        '<p><strong>1 lime</strong>, cut into wedges:</p>',
    );
    const cardLines = [...lines.slice(0, 3), '1 lime, cut into wedges:'];
    const draft = extractRecipe(page(enchiladaJsonLd(cardLines), card), PAGE);
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(cardLines);
    expect(draft?.ingredients.filter(isIngredientHeading)).toEqual([]);
  });

  it('still reads a card of lists with a paragraph of notes below them', () => {
    const card = tastyBody(
      `<ul>${ENCHILADA_LINES.slice(0, 2)
        .map((row) => `<li>${row}</li>`)
        .join('')}</ul><p><strong>Topping:</strong></p>` +
        `<ul>${ENCHILADA_LINES.slice(2)
          .map((row) => `<li>${row}</li>`)
          .join('')}</ul><p>Any salsa verde will do.</p>`,
    );
    expect(linesOf(page(enchiladaJsonLd(), card))).toEqual([
      ...ENCHILADA_LINES.slice(0, 2),
      'Topping:',
      ...ENCHILADA_LINES.slice(2),
    ]);
  });

  it('leaves the lines flat when the paragraphs are not the structured data’s lines', () => {
    const card = tastyBody(
      paragraphs(ENCHILADA_LINES.slice(0, 2)) + '<p><strong>Topping:</strong></p>' + paragraphs(['3 radishes']),
    );
    expect(linesOf(page(enchiladaJsonLd(), card))).toEqual(ENCHILADA_LINES);
  });
});

/** argiro.gr's shape: an h2 over the ingredients, an h3 over each group, each row a `<div>` in a box of them. */
const divRows = (rows: string[]) =>
  `<div class="container">${rows
    .map((row) => `<div class="item"><input type="checkbox"><label><p>${row}</p></label></div>`)
    .join('')}</div>`;
const greekPage = (groups: string) =>
  page(
    '',
    '<h1>Γεμιστά</h1><div class="ingredients"><div class="header"><h2>Υλικά</h2></div>' +
      groups +
      '</div><div class="method"><h2>Εκτέλεση</h2><p>Γεμίζουμε τις ντομάτες.</p></div>',
  );

describe('a page without structured data whose groups are subheadings over rows of divs', () => {
  it('heads each group’s rows with its subheading', () => {
    const html = greekPage(
      '<h3>ΓΙΑ ΤΑ ΛΑΧΑΝΙΚΑ</h3>' +
        divRows(['6 ντομάτες', '3 πιπεριές']) +
        '<h3>ΓΙΑ ΤΗ ΓΕΜΙΣΗ</h3>' +
        divRows(['12 κ.σ. ρύζι', 'Αλάτι']),
    );
    expect(linesOf(html)).toEqual([
      'ΓΙΑ ΤΑ ΛΑΧΑΝΙΚΑ:',
      '6 ντομάτες',
      '3 πιπεριές',
      'ΓΙΑ ΤΗ ΓΕΜΙΣΗ:',
      '12 κ.σ. ρύζι',
      'Αλάτι',
    ]);
    expect(extractRecipe(html, PAGE)?.method).toEqual(['Γεμίζουμε τις ντομάτες.']);
  });

  it('gives no heading for an empty subheading, nor for one over text that is not rows', () => {
    const html = greekPage(
      '<h3></h3>' + divRows(['2 αβοκάντο', '4 αυγά']) + '<h3>Σερβίρισμα</h3><div>Με φρυγανισμένο ψωμί.</div>',
    );
    expect(linesOf(html)).toEqual(['2 αβοκάντο', '4 αυγά', 'Με φρυγανισμένο ψωμί.']);
  });

  it('gives no heading for a subheading that names another part of the page, though rows follow it', () => {
    const html = greekPage(divRows(['2 αβοκάντο']) + '<h3>Notes</h3>' + divRows(['Keeps for a day']));
    expect(linesOf(html)).toEqual(['2 αβοκάντο', 'Keeps for a day']);
  });
});
