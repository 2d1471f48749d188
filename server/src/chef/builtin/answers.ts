import {
  UNIT_SYSTEMS,
  UnitConversionError,
  convert,
  dependsOnSystem,
  describeKind,
  effectiveSystem,
  formatNumber,
  type Unit,
  type UnitSystem,
} from '@fiz/core/units';
import { parseConversionQuestion, type ConversionQuestion } from '@fiz/core/conversion-question';
import { mentionsCooking } from './cooking-words.js';
import { WEIGHED_INGREDIENTS, weighOrMeasure } from './cup-weights.js';
import { findKnowledge, type KnowledgeEntry } from './knowledge.js';
import { contentTerms } from './search-terms.js';
import { timeForStatedWeight } from './time-by-weight.js';

export type BuiltinAnswerKind = 'units' | 'knowledge' | 'off-topic' | 'unknown';
export interface BuiltinAnswer {
  kind: BuiltinAnswerKind;
  answer: string;
}

export const OFF_TOPIC_ANSWER =
  "I'm Chef Basil, and I only help with cooking: ingredients, substitutions, food safety, techniques and " +
  'kitchen conversions. Ask me something about food and I will do my best!';

export const UNKNOWN_QUESTION_ANSWER =
  "Sorry, I don't know that one yet. I can help with ingredient " +
  'substitutions, safe cooking temperatures, how long food keeps, cooking and baking techniques, kitchen ' +
  'equivalents and unit conversions such as "how many ml in 2 cups".';

const SYSTEM_NAMES: Record<UnitSystem, string> = { US: 'US', Metric: 'metric', Imperial: 'Imperial' };

/** "2 US cups", "473.18 ml", "356 °F": the system is named only for units whose size depends on it. */
function describeAmount(value: number, unit: Unit, system: UnitSystem): string {
  // Two decimals read well in a chat answer; tiny amounts keep four so they don't show as 0.
  const number = formatNumber(value, Math.abs(value) < 0.01 ? 4 : 2);
  const label = number === '1' ? unit.label.one : unit.label.many;
  const systemName = dependsOnSystem(unit) ? `${SYSTEM_NAMES[effectiveSystem(unit, system)]} ` : '';
  return `${number} ${systemName}${label}`;
}

interface SystemChoice {
  from: UnitSystem;
  to: UnitSystem;
}

/** A system named in the question holds for its unit; the other unit follows the system being shown. */
function systemsFor(question: ConversionQuestion, system: UnitSystem): SystemChoice {
  return { from: question.from.system ?? system, to: question.to.system ?? system };
}

function describeConversion(question: ConversionQuestion, systems: SystemChoice): string {
  const from = { unit: question.from.unit, system: systems.from };
  const to = { unit: question.to.unit, system: systems.to };
  const result = convert(question.value, from, to);
  const answer = `${describeAmount(question.value, from.unit, from.system)} is ${describeAmount(result, to.unit, to.system)}`;
  return `${answer}${ovenSetting(result, to.unit)}`;
}

/**
 * An oven temperature as a dial is set and recipes write it: 176.67 °C is about 180 °C, 356 °F about 350 °F.
 * Only from boiling point up, where a temperature is an oven's: a food-safety reading is never rounded.
 */
function ovenSetting(degrees: number, unit: Unit): string {
  if (unit.kind !== 'temperature') return '';
  const fahrenheit = unit.id === 'fahrenheit';
  if (degrees < (fahrenheit ? 212 : 100)) return '';
  const step = fahrenheit ? 25 : 10;
  const dial = Math.round(degrees / step) * step;
  return Math.abs(degrees - dial) < 0.005 ? '' : `, about ${dial} ${unit.label.many} on an oven dial`;
}

/** US first (the default), then the metric and Imperial readings that come out differently. */
function answerConversion(question: ConversionQuestion): string {
  const readings = new Map<string, string>();
  for (const system of UNIT_SYSTEMS) {
    const systems = systemsFor(question, system);
    const sizesUsed = `${effectiveSystem(question.from.unit, systems.from)}/${effectiveSystem(question.to.unit, systems.to)}`;
    if (!readings.has(sizesUsed)) readings.set(sizesUsed, describeConversion(question, systems));
  }
  const [main, ...others] = readings.values();
  return others.length === 0 ? `${main}.` : `${main} (${others.join('; ')}).`;
}

function explainIncompatibleUnits(question: ConversionQuestion): string {
  const kinds = [question.from.unit, question.to.unit].map((unit) => describeKind(unit.kind));
  const [from, to] = [question.from.unit, question.to.unit].map((unit, i) => `${unit.label.many} (${kinds[i]})`);
  const betweenWeightAndVolume = kinds.includes('volume') && kinds.includes('weight');
  if (betweenWeightAndVolume && question.ingredient) {
    return (
      `I don't know what a cup of ${question.ingredient} weighs, so I can't turn ${from} into ${to} for it. ` +
      `I know ${WEIGHED_INGREDIENTS}; for anything else, weigh a cupful once and you will always know.`
    );
  }
  const advice =
    kinds.includes('volume') && kinds.includes('weight')
      ? 'the answer depends on the ingredient. Ask me about a specific one, like "how many grams in a cup of flour".'
      : 'they measure different things.';
  return `I can't convert ${from} to ${to} directly: ${advice}`;
}

function tryConversion(question: ConversionQuestion): string | undefined {
  try {
    return answerConversion(question);
  } catch (error) {
    if (error instanceof UnitConversionError) return undefined;
    throw error;
  }
}

/** Whether the entry speaks of the ingredient: a word of its name in the entry's question, keywords or answer. */
function names(entry: KnowledgeEntry, ingredient: string): boolean {
  const text = [entry.question, ...entry.keywords, entry.answer].join(' ').toLowerCase();
  return ingredient
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word.length > 2 && text.includes(word.replace(/s$/, '')));
}

/**
 * Chef Basil's offline answer: unit conversions first, then the kitchen knowledge base; a question with
 * no food or cooking words is refused as off-topic, and anything else gets an honest fallback.
 */
export function answerQuestion(question: string): BuiltinAnswer {
  const conversion = parseConversionQuestion(question);
  const converted = conversion && tryConversion(conversion);
  if (converted) return { kind: 'units', answer: converted };

  // "3/4 cup butter in grams" needs what a cup of butter weighs; the knowledge base says more about one cup of it.
  const weighed = conversion && weighOrMeasure(conversion);
  const oneCup = conversion?.value === 1 && conversion.from.unit.id === 'cup';
  if (weighed && !oneCup) return { kind: 'units', answer: weighed };

  // "How many grams in a cup" parses but needs an ingredient: the knowledge base may still know it, though not
  // about an ingredient it never names (a cup of kale is not a cup of sugar).
  const entry = findKnowledge(question);
  if (entry && (!conversion?.ingredient || names(entry, conversion.ingredient))) {
    // A time that goes by weight is worked out for the weight asked about, before the general rule.
    const forWeight = entry.timeByWeight && timeForStatedWeight(entry.timeByWeight, question);
    return { kind: 'knowledge', answer: forWeight ? `${forWeight} ${entry.answer}` : entry.answer };
  }
  if (weighed) return { kind: 'units', answer: weighed };
  if (conversion) return { kind: 'units', answer: explainIncompatibleUnits(conversion) };

  if (contentTerms(question).length > 0 && !mentionsCooking(question)) {
    return { kind: 'off-topic', answer: OFF_TOPIC_ANSWER };
  }
  return { kind: 'unknown', answer: UNKNOWN_QUESTION_ANSWER };
}
