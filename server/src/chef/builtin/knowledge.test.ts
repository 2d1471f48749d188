import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mentionsCooking } from './cooking-words.js';
import { KNOWLEDGE_DIR, findKnowledge, loadKnowledge } from './knowledge.js';

const entries = loadKnowledge();

/** Sentence ends followed by a capital or the end, so "E. coli" stays one sentence. */
function countSentences(text: string): number {
  return text.split(/[.!?](?=\s+[A-Z0-9]|$)/).filter((part) => part.trim().length > 0).length;
}

describe('knowledge base data', () => {
  it('has at least 150 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique ids', () => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no empty fields', () => {
    for (const entry of entries) {
      expect(entry.id.trim(), entry.id).not.toBe('');
      expect(entry.question.trim(), entry.id).not.toBe('');
      expect(entry.answer.trim(), entry.id).not.toBe('');
      expect(entry.keywords.length, entry.id).toBeGreaterThan(0);
      for (const keyword of entry.keywords) expect(keyword.trim(), entry.id).not.toBe('');
    }
  });

  it('files each entry under its topic', () => {
    const files = readdirSync(KNOWLEDGE_DIR).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) {
      const topic = file.replace(/\.json$/, '');
      const inFile = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, file), 'utf8')) as { topic: string }[];
      expect(inFile.length, file).toBeGreaterThan(0);
      for (const entry of inFile) expect(entry.topic, file).toBe(topic);
    }
  });

  it('answers in two to four sentences', () => {
    for (const entry of entries) {
      const sentences = countSentences(entry.answer);
      expect(sentences, entry.id).toBeGreaterThanOrEqual(2);
      expect(sentences, entry.id).toBeLessThanOrEqual(4);
    }
  });

  it('gives every temperature in both °C and °F', () => {
    for (const entry of entries) {
      const celsius = entry.answer.match(/°C/g)?.length ?? 0;
      const fahrenheit = entry.answer.match(/°F/g)?.length ?? 0;
      expect(fahrenheit, entry.id).toBe(celsius);
    }
  });

  it('keeps the safe minimum temperatures conservative', () => {
    const answerOf = (id: string) => entries.find((entry) => entry.id === id)?.answer;
    expect(answerOf('chicken-internal-temperature')).toContain('74 °C (165 °F)');
    expect(answerOf('ground-meat-temperature')).toContain('71 °C (160 °F)');
    expect(answerOf('pork-temperature')).toContain('63 °C (145 °F)');
    expect(answerOf('fish-temperature')).toContain('63 °C (145 °F)');
    expect(answerOf('reheating-leftovers')).toContain('74 °C (165 °F)');
    expect(answerOf('fridge-temperature')).toContain('4 °C (40 °F)');
  });

  it('finds every entry by its own question', () => {
    for (const entry of entries) expect(findKnowledge(entry.question)?.id, entry.question).toBe(entry.id);
  });

  it('recognises every entry question as a cooking question', () => {
    for (const entry of entries) expect(mentionsCooking(entry.question), entry.question).toBe(true);
  });
});
