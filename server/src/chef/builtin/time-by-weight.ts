/*
 * Knowledge entries whose cooking time goes by weight ("20 minutes per 500 g plus 20 minutes"), so a question that
 * gives the weight ("how long to roast a 3 kg chicken") is answered for that weight, not only for the entry's
 * example. Weights outside the range the rule holds for are left to the general answer.
 */
import { z } from 'zod';

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
    /** Or a table, as food-safety agencies publish it: up to each weight, this many minutes. Lightest first. */
    table: z.array(z.object({ toGrams: z.number().positive(), minutes: MinutesSchema })).optional(),
    /** The weights the rule is meant for, in grams. */
    grams: z.tuple([z.number().positive(), z.number().positive()]),
    /** What the time is for, after "takes about …": " to heat through". */
    purpose: z.string().default(''),
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
  const value = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
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
  const row = rule.table?.find(({ toGrams }) => grams <= toGrams);
  if (row) return row.minutes;
  const [shortest, longest] = rule.minutes!.map((minutes) => (grams / rule.perGrams!) * minutes + rule.extraMinutes);
  return [shortest!, longest!];
}

/** "A 3 kg (6.6 lb) chicken takes about 2 hours 20 minutes." for a question that gives a weight the rule fits. */
export function timeForStatedWeight(rule: TimeByWeight, question: string): string | undefined {
  const weight = statedWeight(question);
  if (!weight || weight.grams < rule.grams[0] || weight.grams > rule.grams[1]) return undefined;
  const [shortest, longest] = minutesFor(rule, weight.grams);
  const [from, to] = [describeMinutes(shortest), describeMinutes(longest)];
  const time = from === to ? from : `${from} to ${to}`;
  return `A ${describeWeight(weight)} ${rule.item} takes about ${time}${rule.purpose}.`;
}
