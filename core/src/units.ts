/**
 * Kitchen units and conversions, shared by the calculator and Chef Basil.
 *
 * Sizes the spec fixes (section 9) are used exactly as written, even where they are rounded legal values.
 * Units the spec leaves open (teaspoon, fluid ounce, quart, gallon) follow their legal definitions:
 * US gallon = 231 in³, Imperial gallon = 4.54609 l, fl oz = 1/128 US gal (1/160 Imperial gal), tsp = 1/6 US fl oz.
 */

export type UnitSystem = 'US' | 'Metric' | 'Imperial';
export const UNIT_SYSTEMS: readonly UnitSystem[] = ['US', 'Metric', 'Imperial'];

/** Volume is measured in ml, mass in g, length in cm; temperature converts by formula. */
export type UnitKind = 'volume' | 'mass' | 'length' | 'temperature';

/** A size per system: US is the default, and a system without its own size uses the US one. */
export type SystemSizes = { US: number } & Partial<Record<Exclude<UnitSystem, 'US'>, number>>;

interface UnitBase {
  id: string;
  kind: UnitKind;
  /** How the unit is written after a number: one and many ("cup"/"cups", "ml"/"ml"). */
  label: { one: string; many: string };
  /** Lowercase spellings people type, without "°" or "degrees". */
  aliases: readonly string[];
}

export interface MeasuredUnit extends UnitBase {
  kind: 'volume' | 'mass' | 'length';
  /** Size in base units per kind it can measure; the unit's own kind is always present. */
  sizes: Partial<Record<'volume' | 'mass' | 'length', SystemSizes>>;
}

export interface TemperatureUnit extends UnitBase {
  kind: 'temperature';
  toCelsius: (degrees: number) => number;
  fromCelsius: (celsius: number) => number;
}

export type Unit = MeasuredUnit | TemperatureUnit;

const US_CUP_ML = 236.588;
const METRIC_CUP_ML = 250;
const IMPERIAL_CUP_ML = 284;
const US_TBSP_ML = 14.7868;
const METRIC_TBSP_ML = 20;
const METRIC_TSP_ML = 5;
const US_PINT_ML = 473.176;
const IMPERIAL_PINT_ML = 568.261;
const LB_PER_KG = 2.20462262185;
const G_PER_OZ = 28.349523125;
const CM_PER_INCH = 2.54;
const US_GALLON_ML = 231 * CM_PER_INCH ** 3;
const IMPERIAL_GALLON_ML = 4546.09;
const US_FL_OZ_ML = US_GALLON_ML / 128;
const IMPERIAL_FL_OZ_ML = IMPERIAL_GALLON_ML / 160;
const US_TSP_ML = US_FL_OZ_ML / 6;
/** A US stick of butter is a quarter pound, marked as half a US cup on the wrapper. */
const STICK_OF_BUTTER_G = 4 * G_PER_OZ;
const STICK_OF_BUTTER_ML = US_CUP_ML / 2;

function fixed(size: number): SystemSizes {
  return { US: size };
}

function volume(id: string, label: UnitBase['label'], aliases: readonly string[], sizes: SystemSizes): MeasuredUnit {
  return { id, kind: 'volume', label, aliases, sizes: { volume: sizes } };
}

function mass(id: string, label: UnitBase['label'], aliases: readonly string[], grams: number): MeasuredUnit {
  return { id, kind: 'mass', label, aliases, sizes: { mass: fixed(grams) } };
}

function length(id: string, label: UnitBase['label'], aliases: readonly string[], cm: number): MeasuredUnit {
  return { id, kind: 'length', label, aliases, sizes: { length: fixed(cm) } };
}

/** The small "kitchen extras", each a fraction of a US teaspoon. */
function teaspoonFraction(id: string, plural: string, fraction: number): MeasuredUnit {
  return volume(id, { one: id, many: plural }, [id, plural], fixed(US_TSP_ML * fraction));
}

export const UNITS: readonly Unit[] = [
  volume(
    'ml',
    { one: 'ml', many: 'ml' },
    ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
    fixed(1),
  ),
  volume('l', { one: 'l', many: 'l' }, ['l', 'ltr', 'litre', 'litres', 'liter', 'liters'], fixed(1000)),
  volume(
    'tsp',
    { one: 'teaspoon', many: 'teaspoons' },
    ['tsp', 'tsps', 'tsp.', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'],
    { US: US_TSP_ML, Metric: METRIC_TSP_ML },
  ),
  volume(
    'tbsp',
    { one: 'tablespoon', many: 'tablespoons' },
    ['tbsp', 'tbsps', 'tbsp.', 'tbs', 'tbl', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls'],
    { US: US_TBSP_ML, Metric: METRIC_TBSP_ML },
  ),
  volume(
    'fl oz',
    { one: 'fl oz', many: 'fl oz' },
    ['fl oz', 'fl. oz', 'fl. oz.', 'fl oz.', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'],
    { US: US_FL_OZ_ML, Imperial: IMPERIAL_FL_OZ_ML },
  ),
  volume('cup', { one: 'cup', many: 'cups' }, ['cup', 'cups', 'cupful', 'cupfuls'], {
    US: US_CUP_ML,
    Metric: METRIC_CUP_ML,
    Imperial: IMPERIAL_CUP_ML,
  }),
  volume('pint', { one: 'pint', many: 'pints' }, ['pint', 'pints', 'pt', 'pts'], {
    US: US_PINT_ML,
    Imperial: IMPERIAL_PINT_ML,
  }),
  volume('quart', { one: 'quart', many: 'quarts' }, ['quart', 'quarts', 'qt', 'qts'], {
    US: US_GALLON_ML / 4,
    Imperial: IMPERIAL_GALLON_ML / 4,
  }),
  volume('gallon', { one: 'gallon', many: 'gallons' }, ['gallon', 'gallons', 'gal', 'gals'], {
    US: US_GALLON_ML,
    Imperial: IMPERIAL_GALLON_ML,
  }),
  teaspoonFraction('tad', 'tads', 1 / 4),
  teaspoonFraction('dash', 'dashes', 1 / 8),
  teaspoonFraction('pinch', 'pinches', 1 / 16),
  teaspoonFraction('smidge', 'smidges', 1 / 32),
  teaspoonFraction('drop', 'drops', 1 / 60),
  mass('g', { one: 'g', many: 'g' }, ['g', 'gr', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'], 1),
  mass('kg', { one: 'kg', many: 'kg' }, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme'], 1000),
  mass('oz', { one: 'oz', many: 'oz' }, ['oz', 'ozs', 'oz.', 'ounce', 'ounces'], G_PER_OZ),
  mass('lb', { one: 'lb', many: 'lb' }, ['lb', 'lbs', 'lb.', 'pound', 'pounds'], 1000 / LB_PER_KG),
  {
    id: 'stick',
    kind: 'mass',
    label: { one: 'stick of butter', many: 'sticks of butter' },
    aliases: ['stick', 'sticks', 'stick of butter', 'sticks of butter', 'butter stick', 'butter sticks'],
    sizes: { mass: fixed(STICK_OF_BUTTER_G), volume: fixed(STICK_OF_BUTTER_ML) },
  },
  length('mm', { one: 'mm', many: 'mm' }, ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'], 0.1),
  length('cm', { one: 'cm', many: 'cm' }, ['cm', 'cms', 'centimetre', 'centimetres', 'centimeter', 'centimeters'], 1),
  length('inch', { one: 'inch', many: 'inches' }, ['in', 'in.', 'inch', 'inches', '"'], CM_PER_INCH),
  {
    id: 'celsius',
    kind: 'temperature',
    label: { one: '°C', many: '°C' },
    aliases: ['c', 'celsius', 'centigrade'],
    toCelsius: (degrees) => degrees,
    fromCelsius: (celsius) => celsius,
  },
  {
    id: 'fahrenheit',
    kind: 'temperature',
    label: { one: '°F', many: '°F' },
    aliases: ['f', 'fahrenheit'],
    toCelsius: (degrees) => ((degrees - 32) * 5) / 9,
    fromCelsius: (celsius) => (celsius * 9) / 5 + 32,
  },
];

const UNITS_BY_ALIAS = new Map(UNITS.flatMap((unit) => unit.aliases.map((alias) => [alias, unit] as const)));

const SYSTEM_QUALIFIERS: Record<string, UnitSystem> = {
  us: 'US',
  'u.s.': 'US',
  american: 'US',
  metric: 'Metric',
  imperial: 'Imperial',
  uk: 'Imperial',
  british: 'Imperial',
};

/** A unit as written, with the system when the text names one ("imperial pint"). */
export interface UnitChoice {
  unit: Unit;
  system?: UnitSystem;
}

function normaliseUnitText(text: string): string {
  return text
    .toLowerCase()
    .replace(/℃/g, 'c')
    .replace(/℉/g, 'f')
    .replace(/°/g, ' ')
    .replace(/\b(?:degrees?|deg)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a unit such as "cups", "fl oz", "°F", "metric cup" or "Imperial pints". */
export function readUnit(text: string): UnitChoice | undefined {
  const words = normaliseUnitText(text);
  const [first = '', ...rest] = words.split(' ');
  const system = SYSTEM_QUALIFIERS[first];
  const unit = UNITS_BY_ALIAS.get(system ? rest.join(' ') : words);
  if (!unit) return undefined;
  return system ? { unit, system } : { unit };
}

export function findUnit(text: string): Unit | undefined {
  return readUnit(text)?.unit;
}

export class UnitConversionError extends Error {}

/** The size system actually used: a system without its own size for the unit falls back to US. */
export function effectiveSystem(unit: Unit, system: UnitSystem): UnitSystem {
  if (unit.kind === 'temperature') return 'US';
  return unit.sizes[unit.kind]?.[system] === undefined ? 'US' : system;
}

/** Whether the unit's size changes with the system (cup, tablespoon, pint …). */
export function dependsOnSystem(unit: Unit): boolean {
  return UNIT_SYSTEMS.some((system) => effectiveSystem(unit, system) !== 'US');
}

function resolveChoice(unit: Unit | UnitChoice | string): UnitChoice {
  if (typeof unit !== 'string') return 'unit' in unit ? unit : { unit };
  const choice = readUnit(unit);
  if (!choice) throw new UnitConversionError(`Unknown unit "${unit}".`);
  return choice;
}

function sizeOf(unit: MeasuredUnit, kind: MeasuredUnit['kind'], system: UnitSystem): number {
  const sizes = unit.sizes[kind]!;
  return sizes[system] ?? sizes.US;
}

/** The kind both units can be measured in, preferring the source unit's own kind. */
function sharedKind(from: MeasuredUnit, to: MeasuredUnit): MeasuredUnit['kind'] | undefined {
  const kinds = [from.kind, ...(Object.keys(from.sizes) as MeasuredUnit['kind'][])];
  return kinds.find((kind) => to.sizes[kind] !== undefined);
}

/** The everyday name of a kind: people say weight, not mass. */
export function describeKind(kind: UnitKind): string {
  return kind === 'mass' ? 'weight' : kind;
}

/**
 * Converts between units of the same kind. Units given as text may name a system ("imperial pint"),
 * which wins over `system` for that side. Throws UnitConversionError for unknown or incompatible units.
 */
export function convert(
  value: number,
  fromUnit: Unit | UnitChoice | string,
  toUnit: Unit | UnitChoice | string,
  system: UnitSystem = 'US',
): number {
  const from = resolveChoice(fromUnit);
  const to = resolveChoice(toUnit);
  if (from.unit.kind === 'temperature' || to.unit.kind === 'temperature') {
    return convertTemperature(value, from.unit, to.unit);
  }
  const kind = sharedKind(from.unit, to.unit);
  if (!kind) {
    throw new UnitConversionError(
      `Cannot convert ${describeKind(from.unit.kind)} (${from.unit.label.many}) to ${describeKind(to.unit.kind)} (${to.unit.label.many}).`,
    );
  }
  const base = value * sizeOf(from.unit, kind, from.system ?? system);
  return base / sizeOf(to.unit, kind, to.system ?? system);
}

function convertTemperature(value: number, from: Unit, to: Unit): number {
  if (from.kind !== 'temperature' || to.kind !== 'temperature') {
    throw new UnitConversionError('Temperatures convert only to other temperatures.');
  }
  return to.fromCelsius(from.toCelsius(value));
}

/** Rounded to `decimals` places with trailing zeros trimmed; the calculator shows 4 (spec 5). */
export function formatNumber(value: number, decimals = 4): string {
  const rounded = Number.parseFloat(roundHalfAway(value, decimals).toFixed(decimals));
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * Rounds the number as it is written, halves away from zero: 8.00025 is stored as 8.000249999…, which toFixed
 * rounds down, but a cook reading 16.0005 ÷ 2 expects 8.0003, as 1.50015 gives 1.5002.
 */
function roundHalfAway(value: number, decimals: number): number {
  const written = String(Math.abs(value));
  // Very large or very small numbers are written with an exponent already; toFixed is right enough there.
  if (written.includes('e')) return value;
  const shifted = Math.round(Number(`${written}e${decimals}`));
  // Shifted past 1e21 it is written with an exponent too, which cannot take a second one: it has no decimals.
  if (String(shifted).includes('e')) return value;
  return Math.sign(value) * Number(`${shifted}e-${decimals}`);
}
