import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { z } from 'zod';
import { contentTerms, processTerm, tokenize } from './search-terms.js';
import { TimeByWeightSchema } from './time-by-weight.js';
import { required } from '../../required.js';

export const KnowledgeEntrySchema = z.object({
  id: z.string().trim().min(1),
  topic: z.string().trim().min(1),
  question: z.string().trim().min(1),
  keywords: z.array(z.string().trim().min(1)).min(1),
  answer: z.string().trim().min(1),
  timeByWeight: TimeByWeightSchema.optional(),
});
export type KnowledgeEntry = z.infer<typeof KnowledgeEntrySchema>;

/**
 * The build does not copy JSON, so the data always stays in src/. This file runs from either
 * server/src/chef/builtin or server/dist/chef/builtin: both are three levels below server/.
 */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../../src/chef/builtin/knowledge/', import.meta.url));

/** Reads every topic file; each file holds the entries of one topic. */
export function loadKnowledge(directory = KNOWLEDGE_DIR): KnowledgeEntry[] {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const parsed = z.array(KnowledgeEntrySchema).safeParse(JSON.parse(readFileSync(join(directory, file), 'utf8')));
    if (!parsed.success) throw new Error(`Invalid knowledge file ${file}: ${parsed.error.message}`);
    return parsed.data;
  });
}

/**
 * Questions name the subject in few words, so the question field counts most, then the keywords
 * (other phrasings), then the answer text. Fuzzy matching starts at 5 letters so typos like
 * "substatute" still match while short words ("won", "cup") do not drift onto other words.
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { question: 3, keywords: 2, answer: 1 },
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: (term) => term.length >= 4,
  combineWith: 'OR',
};

/**
 * Calibrated on the test questions: a real match covers more than half of the question's terms
 * ("stock market" shares only "stock" with the stock entries), and a hit only in an answer's text
 * scores below MIN_SCORE.
 */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 20;

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's search terms this entry matched. */
  coverage: number;
}

interface KnowledgeIndex {
  entries: Map<string, KnowledgeEntry>;
  search: MiniSearch<KnowledgeEntry>;
}

function buildIndex(entries: readonly KnowledgeEntry[]): KnowledgeIndex {
  const search = new MiniSearch<KnowledgeEntry>({
    fields: ['question', 'keywords', 'answer'],
    extractField: (entry, field) => {
      const value = entry[field as keyof KnowledgeEntry];
      return Array.isArray(value) ? value.join(' ') : value;
    },
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  search.addAll(entries);
  return { entries: new Map(entries.map((entry) => [entry.id, entry])), search };
}

let index: KnowledgeIndex | undefined;

/** Loaded on first use, so importing the chef does not read files. */
function knowledgeIndex(): KnowledgeIndex {
  index ??= buildIndex(loadKnowledge());
  return index;
}

/** Entries ranked by relevance, each with how much of the question it covers. */
export function searchKnowledge(question: string): KnowledgeMatch[] {
  const terms = contentTerms(question);
  if (terms.length === 0) return [];
  const { entries, search } = knowledgeIndex();
  return search.search(question).map((result) => ({
    entry: required(entries.get(result.id as string), 'an indexed entry'),
    score: result.score,
    coverage: new Set(result.queryTerms).size / terms.length,
  }));
}

/**
 * Entries scoring within this share of the best are close enough for the cook's own wording to decide: the search
 * reads "cook" and "cooked" as one word, so "how long to cook pasta" scores the same as "how long does cooked
 * pasta keep", and only the words as written tell them apart.
 */
const CLOSE_SCORE = 0.85;

const wordList = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
const wordsOf = (text: string) => new Set(wordList(text));

/** A phrasing this short says too little for its word order to decide between entries. */
const PHRASE_MIN_WORDS = 3;

/** Whether every word of the phrasing appears in the question in the same order ("how long to cook a chicken"). */
function inOrderWithin(question: string[], phrasing: string[]): boolean {
  let at = 0;
  for (const word of question) if (word === phrasing[at]) at += 1;
  return at === phrasing.length;
}

/**
 * The length of the entry's longest phrasing (its question or a keyword) that the question says in order, or 0.
 * Word order tells what the bag of words cannot: "butter instead of oil" is not "oil instead of butter", and "how
 * long to cook a chicken" is not how long cooked chicken keeps.
 */
function phraseMatch(question: string[], entry: KnowledgeEntry): number {
  const phrasings = [entry.question, ...entry.keywords].map(wordList);
  const said = phrasings.filter((words) => words.length >= PHRASE_MIN_WORDS && inOrderWithin(question, words));
  return Math.max(0, ...said.map((words) => words.length));
}

/** How many of the question's words, exactly as written, one of the entry's phrasings shares at most. */
function wordingOverlap(question: Set<string>, entry: KnowledgeEntry): number {
  const phrasings = [entry.question, ...entry.keywords].map(wordsOf);
  return Math.max(...phrasings.map((words) => [...question].filter((word) => words.has(word)).length));
}

/** The best entry when it is a confident match, otherwise undefined. */
export function findKnowledge(question: string): KnowledgeEntry | undefined {
  const matches = searchKnowledge(question);
  const best = matches[0];
  if (!best || best.coverage <= MIN_COVERAGE || best.score < MIN_SCORE) return undefined;
  const confident = matches.filter((match) => match.coverage > MIN_COVERAGE && match.score >= MIN_SCORE);
  const inOrder = wordList(question);
  // Sorted by score already, so among phrasings of one length the better-scoring entry stays first.
  const said = confident.reduce<KnowledgeMatch | undefined>((chosen, match) => {
    const length = phraseMatch(inOrder, match.entry);
    return length > 0 && length > (chosen ? phraseMatch(inOrder, chosen.entry) : 0) ? match : chosen;
  }, undefined);
  if (said) return said.entry;
  const asked = wordsOf(question);
  const close = matches.filter((match) => match.coverage > MIN_COVERAGE && match.score >= best.score * CLOSE_SCORE);
  // Sorted by score already, so among equal overlaps the better-scoring entry stays first.
  return close.reduce((chosen, match) =>
    wordingOverlap(asked, match.entry) > wordingOverlap(asked, chosen.entry) ? match : chosen,
  ).entry;
}
