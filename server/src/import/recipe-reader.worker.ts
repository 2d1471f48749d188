import type { RecipeDraft } from '@fiz/core/import';
import { extractRecipe, extractRecipeFromText } from './extract-recipe.js';

/**
 * What a recipe is read from: pasted text, pasted HTML (with the address it was pasted with, or ''), or a fetched
 * page's bytes as they came, decoded here so that decoding 5 MB does not hold the main thread either.
 */
export type RecipeSource =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string; url: string }
  | { kind: 'page'; body: Uint8Array; contentType: string; url: string };

/** Runs in a worker thread of the recipe reader (recipe-reader.ts): all the CPU work of an import. */
export function readRecipe(source: RecipeSource): RecipeDraft | null {
  switch (source.kind) {
    case 'text':
      return extractRecipeFromText(source.text);
    case 'html':
      return extractRecipe(source.html, source.url);
    case 'page':
      return extractRecipe(decodeBody(source.body, source.contentType), source.url);
  }
}

/** Decodes the body in the charset the header or the page's meta tag names; UTF-8 otherwise. */
function decodeBody(body: Uint8Array, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(Buffer.from(body.subarray(0, 4096)).toString('latin1'))?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
