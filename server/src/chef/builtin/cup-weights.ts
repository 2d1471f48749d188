import { convert, formatNumber } from '@fiz/core/units';
import type { ConversionQuestion } from '@fiz/core/conversion-question';

/**
 * What a US cup of an everyday ingredient weighs, in grams, as the knowledge base gives it (flour spooned into the
 * cup and levelled, brown sugar packed). Longer names first: "brown sugar" is not "sugar".
 */
const GRAMS_PER_CUP: [name: string, grams: number, how?: string][] = [
  ['brown sugar', 210, 'packed'],
  ['icing sugar', 120],
  ['powdered sugar', 120],
  ['confectioners sugar', 120],
  ['cocoa', 85],
  ['flour', 125, 'spooned into the cup and levelled'],
  ['sugar', 200],
  ['butter', 227],
  ['honey', 340],
  ['rolled oats', 90],
  ['oats', 90],
  ['rice', 190, 'uncooked'],
  ['water', 237],
  ['milk', 240],
];

/** The ingredients whose cup weight is known, for an answer to say so. */
export const WEIGHED_INGREDIENTS =
  'flour, sugar, brown sugar, icing sugar, butter, cocoa, honey, oats, rice, milk and water';

function cupWeightOf(ingredient: string): { name: string; grams: number; how?: string } | undefined {
  const words = ` ${ingredient
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  const found = GRAMS_PER_CUP.find(([name]) => words.includes(` ${name} `) || words.includes(` ${name}s `));
  return found && { name: found[0], grams: found[1], ...(found[2] && { how: found[2] }) };
}

/** Whole grams for what is weighed in grams, two decimals for the rest ("0.88 cups", "6.01 oz"). */
const shown = (value: number, unitId: string) => formatNumber(value, unitId === 'g' && value >= 10 ? 0 : 2);

/**
 * A volume of an ingredient as a weight, or the other way round ("3/4 cup butter in grams": about 170 g), for the
 * ingredients whose cup weight is known; undefined for any other question.
 */
export function weighOrMeasure(question: ConversionQuestion): string | undefined {
  const kinds = [question.from.unit.kind, question.to.unit.kind];
  if (!question.ingredient || !kinds.includes('volume') || !kinds.includes('mass')) return undefined;
  const weight = cupWeightOf(question.ingredient);
  if (!weight) return undefined;
  const fromVolume = question.from.unit.kind === 'volume';
  const cups = fromVolume ? convert(question.value, question.from, 'cup') : undefined;
  const grams = cups !== undefined ? cups * weight.grams : convert(question.value, question.from, 'g');
  const result = fromVolume ? convert(grams, 'g', question.to) : convert(grams / weight.grams, 'cup', question.to);
  const given = `${formatNumber(question.value, 2)} ${question.value === 1 ? question.from.unit.label.one : question.from.unit.label.many}`;
  const answer = `${given} of ${weight.name} is about ${shown(result, question.to.unit.id)} ${question.to.unit.label.many}`;
  const basis = `a US cup of ${weight.name}${weight.how ? `, ${weight.how},` : ''} weighs about ${weight.grams} g`;
  return `${answer}: ${basis}. Cups vary, so weigh it when the amount matters.`;
}
