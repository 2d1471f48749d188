import { attribute } from './html-elements.js';
import { elements, withoutElements } from './html-scan.js';
import { clean } from './html-text.js';
import { required } from '../required.js';

/** What a page says about itself outside any recipe markup: meta tags, its title and headline, an embedded video. */

export function metaContent(html: string, property: string): string {
  for (const match of html.matchAll(/<meta\b([^<>]*)>/gi)) {
    const attributes = required(match[1], 'the attributes');
    if ((attribute(attributes, 'property') ?? attribute(attributes, 'name')) === property) {
      return clean(attribute(attributes, 'content') ?? '');
    }
  }
  return '';
}

/**
 * The address the page gives for itself (`<link rel="canonical">`, then og:url), when it is a web address: what
 * a pasted page's recipe links back to. '' when it gives none.
 */
export function ownAddress(html: string): string {
  let address = '';
  for (const match of html.matchAll(/<link\b([^<>]*)>/gi)) {
    const tag = required(match[1], 'the attributes');
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes('canonical')) address = attribute(tag, 'href')?.trim() ?? '';
    if (address) break;
  }
  address ||= metaContent(html, 'og:url');
  return /^https?:\/\/[^\s/]+/i.test(address) ? address : '';
}

export function pageTitle(html: string): string {
  return metaContent(html, 'og:title') || clean(elements(html, 'title').next().value?.inner ?? '');
}

/** The page's language from its `<html lang>` ('' when it does not say). */
export function pageLanguage(html: string): string {
  for (const match of html.matchAll(/<html\b([^<>]*)>/gi)) {
    const language = attribute(required(match[1], 'the attributes'), 'lang')?.trim();
    if (language) return language;
  }
  return '';
}

/** The text of the page's first `<h1>` that has some (a site's logo is often an `<h1>` holding an image). */
export function firstHeading(html: string): string {
  const body = withoutElements(html, ['script', 'style', 'noscript', 'template']);
  for (const heading of elements(body, 'h1')) {
    const text = clean(heading.inner);
    if (text !== '') return text;
  }
  return '';
}

/** A video's address; `embed/videoseries?list=…` is a playlist, whose word only looks like a video's code. */
const YOUTUBE_LINK =
  /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|shorts\/|v\/|watch\?(?:[^"'\s<>]*?&(?:amp;)?)?v=)|youtu\.be\/)(?!videoseries)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

const LITE_YOUTUBE = /<lite-youtube\b[^<>]*\bvideoid=["']?([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/i;

/**
 * The code of the recipe's own YouTube video: the one its structured data names (`recipeVideo`, its addresses),
 * else one embedded in the page; '' when there is none. A plain link is never taken: pages link other videos, in
 * a reader's comment or for a technique in a step.
 */
export function findYoutubeCode(html: string, recipeVideo = ''): string {
  const named = YOUTUBE_LINK.exec(recipeVideo);
  if (named) return required(named[1], 'the charset');
  for (const iframe of html.matchAll(/<iframe\b[^<>]*>/gi)) {
    const match = YOUTUBE_LINK.exec(iframe[0]);
    if (match) return required(match[1], 'the charset');
  }
  return LITE_YOUTUBE.exec(html)?.[1] ?? '';
}
