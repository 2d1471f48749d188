/** Recipe pages for the import tests: a page around some head markup, JSON-LD, and a soup recipe. */

export const PAGE = 'https://cooks.example/recipes/soup';

export const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Page title | Cooks</title>${head}</head><body>${body}</body></html>`;
export const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

export const soup = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Soup',
  description: 'A quick soup.',
  image: ['/img/soup.jpg'],
  recipeIngredient: ['2 cups (300 g) tomatoes, chopped', '1 onion'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Chop the onion.' },
    { '@type': 'HowToStep', text: 'Simmer with the tomatoes.' },
  ],
};
