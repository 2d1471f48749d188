/**
 * Turns questions and knowledge entries into comparable search terms: lowercase, accents folded,
 * question filler dropped and a light stem, so "Baking", "baked" and "bake" all meet as "bak".
 */

/** Words that say nothing about what is being asked; left in, they would match every entry a little. */
const STOP_WORDS = new Set([
  'a',
  'about',
  'after',
  'again',
  'all',
  'also',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'being',
  'best',
  'better',
  'but',
  'by',
  'can',
  'cant',
  'could',
  'did',
  'do',
  'does',
  'doesnt',
  'doing',
  'dont',
  'each',
  'else',
  'ever',
  'every',
  'for',
  'from',
  'get',
  'gets',
  'getting',
  'give',
  'go',
  'going',
  'good',
  'got',
  'had',
  'has',
  'have',
  'having',
  'he',
  'her',
  'here',
  'him',
  'his',
  'how',
  'hows',
  'i',
  'id',
  'if',
  'im',
  'in',
  'into',
  'is',
  'isnt',
  'it',
  'its',
  'ive',
  'just',
  'know',
  'let',
  'lets',
  'like',
  'long',
  'made',
  'make',
  'makes',
  'making',
  'many',
  'me',
  'might',
  'more',
  'most',
  'much',
  'must',
  'my',
  'need',
  'needs',
  'no',
  'not',
  'of',
  'ok',
  'okay',
  'on',
  'one',
  'or',
  'other',
  'our',
  'out',
  'over',
  'please',
  'put',
  'really',
  'right',
  'say',
  'she',
  'should',
  'so',
  'some',
  'something',
  'tell',
  'than',
  'thank',
  'thanks',
  'that',
  'thats',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'thing',
  'things',
  'this',
  'those',
  'to',
  'too',
  'up',
  'us',
  'use',
  'used',
  'using',
  'very',
  'want',
  'was',
  'way',
  'ways',
  'we',
  'were',
  'what',
  'whats',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whom',
  'whose',
  'why',
  'will',
  'with',
  'without',
  'would',
  'you',
  'your',
]);

/** First matching rule wins: berries → berri, dishes → dish, tomatoes → tomato, eggs → egg. */
const PLURAL_ENDINGS: readonly [RegExp, string][] = [
  [/(?<=\w{2})ies$/, 'i'],
  [/(?<=ch|sh|x|ss|z)es$/, ''],
  [/(?<=\w{2}o)es$/, ''],
  [/(?<=[^su])s$/, ''],
];

/** fried → fri, baking → bak, boiled → boil; short words like "seed" or "icing" keep their ending. */
const VERB_ENDINGS: readonly [RegExp, string][] = [
  [/(?<=\w{2})ied$/, 'i'],
  [/(?<=\w{3})ing$/, ''],
  [/(?<=\w{3})ed$/, ''],
];

function replaceFirst(word: string, rules: readonly [RegExp, string][]): string {
  const rule = rules.find(([ending]) => ending.test(word));
  return rule ? word.replace(rule[0], rule[1]) : word;
}

/** A light stemmer: enough to meet plural and verb forms, deliberately not a full Porter stemmer. */
export function stem(word: string): string {
  if (word.length <= 2) return word;
  const singular = replaceFirst(word, PLURAL_ENDINGS);
  const withoutVerbEnding = replaceFirst(singular, VERB_ENDINGS);
  // "chopped" → "chopp" → "chop", but "stuffed" keeps its "ff" to meet "stuff".
  const undoubled = withoutVerbEnding === singular ? singular : withoutVerbEnding.replace(/([^aeioulsfz])\1$/, '$1');
  return undoubled.replace(/(?<=\w{3})e$/, '').replace(/y$/, 'i');
}

export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

/** A token worth searching on, stemmed; null for filler, numbers and single letters. */
export function processTerm(token: string): string | null {
  if (token.length < 2 || /^\d/.test(token) || STOP_WORDS.has(token)) return null;
  return stem(token);
}

/** The distinct search terms of a text. */
export function contentTerms(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((term) => term !== null);
  return [...new Set(terms)];
}
