/*
 * Knowledge entries whose cooking time goes by weight ("20 minutes per 500 g plus 20 minutes"), so a question that
 * gives the weight ("how long to roast a 3 kg chicken") is answered for that weight, not only for the entry's
 * example. Weights outside the range the rule holds for are left to the general answer.
 */
import { z } from 'zod';
import { required } from '../../required.js';

/** Fewest and most minutes; equal for one figure. */
const MinutesSchema = z.tuple([z.number().positive(), z.number().positive()]);

/** An entry's rule (knowledge/*.json timeByWeight). */
export const TimeByWeightSchema = z
  .object({
    /** What is weighed, as the sentence names it: "chicken". */
    item: z.string().min(1),
    /** A rate: minutes per `perGrams`, as a range (equal ends for one figure), plus `extraMinutes`. */
    minutes: MinutesSchema.optional(),
    perGrams: z.number().positive().optional(),
    extraMinutes: z.number().min(0).default(0),
    /**
     * Or a table, as food-safety agencies publish it: up to each weight, this many minutes. Lightest first; a
     * weight on the line between two rows takes the heavier row's (longer) times.
     */
    table: z.array(z.object({ toGrams: z.number().positive(), minutes: MinutesSchema })).optional(),
    /** The weights the rule is meant for, in grams. */
    grams: z.tuple([z.number().positive(), z.number().positive()]),
    /** What the time is for, after "takes about …": " to heat through". */
    purpose: z.string().default(''),
    /** The oven the time is for, which the answer names: "200 °C (400 °F)". */
    oven: z.string().min(1),
    /** Words that make it another question the rule does not answer: "stuffed" for an unstuffed bird's times. */
    notFor: z.array(z.string().min(1)).default([]),
  })
  .refine((rule) => (rule.minutes && rule.perGrams) || rule.table, { error: 'needs minutes and perGrams, or a table' });
export type TimeByWeight = z.infer<typeof TimeByWeightSchema>;

const GRAMS_PER_POUND = 453.59237;
const WEIGHT = /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)\b/i;

interface StatedWeight {
  grams: number;
  inPounds: boolean;
}

function statedWeight(question: string): StatedWeight | undefined {
  const match = WEIGHT.exec(question);
  if (!match) return undefined;
  const value = Number(required(match[1], 'a weight').replace(',', '.'));
  const unit = required(match[2], 'a unit').toLowerCase();
  if (unit.startsWith('lb') || unit.startsWith('pound')) return { grams: value * GRAMS_PER_POUND, inPounds: true };
  return { grams: unit === 'g' || unit.startsWith('gram') ? value : value * 1000, inPounds: false };
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** As the cook wrote it, with the other system beside it: "3 kg (6.6 lb)", "6 lb (2.7 kg)". */
function describeWeight({ grams, inPounds }: StatedWeight): string {
  const kilograms = `${oneDecimal(grams / 1000)} kg`;
  const pounds = `${oneDecimal(grams / GRAMS_PER_POUND)} lb`;
  return inPounds ? `${pounds} (${kilograms})` : `${kilograms} (${pounds})`;
}

/** To the nearest 5 minutes, in hours and minutes: "2 hours 20 minutes", "45 minutes". */
function describeMinutes(minutes: number): string {
  const rounded = Math.max(5, Math.round(minutes / 5) * 5);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', rest > 0 ? `${rest} minutes` : ''];
  return parts.filter(Boolean).join(' ');
}

function minutesFor(rule: TimeByWeight, grams: number): [number, number] {
  const row = rule.table?.find(({ toGrams }) => grams < toGrams) ?? rule.table?.at(-1);
  if (row) return row.minutes;
  // The schema lets a rule without a table through only with both minutes and perGrams.
  const [shortest, longest] = required(rule.minutes, 'minutes');
  const perGrams = required(rule.perGrams, 'perGrams');
  const at = (minutes: number) => (grams / perGrams) * minutes + rule.extraMinutes;
  return [at(shortest), at(longest)];
}

/** "an 8 kg", "an 11 lb", "an 18 lb" as they are said; "a" for every other number. */
const articleFor = (number: string) => (/^(?:8|1[18](?!\d))/.test(number) ? 'an' : 'a');

/** Whether the question speaks of something the rule is not for ("stuffed" against "unstuffed"). */
const asksOtherwise = (rule: TimeByWeight, question: string) =>
  rule.notFor.some((word) => new RegExp(`\\b${word}\\b`, 'i').test(question));

/**
 * "At 200 °C (400 °F), a 3 kg (6.6 lb) chicken takes about 2 hours 20 minutes." for a question that gives a weight
 * the rule fits.
 */
export function timeForStatedWeight(rule: TimeByWeight, question: string): string | undefined {
  const weight = statedWeight(question);
  if (!weight || weight.grams < rule.grams[0] || weight.grams > rule.grams[1]) return undefined;
  if (asksOtherwise(rule, question)) return undefined;
  const [shortest, longest] = minutesFor(rule, weight.grams);
  const [from, to] = [describeMinutes(shortest), describeMinutes(longest)];
  const time = from === to ? from : `${from} to ${to}`;
  const weighs = describeWeight(weight);
  return `At ${rule.oven}, ${articleFor(weighs)} ${weighs} ${rule.item} takes about ${time}${rule.purpose}.`;
}
