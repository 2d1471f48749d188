/**
 * The words a recipe uses to head its ingredients and its method, in the languages of the sites people import
 * from. A heading may say a little more ("Ingredients for 4", "Method:"), never a sentence.
 */

const INGREDIENT_WORDS = [
  'ingredients?',
  'ingrédients?',
  'ingredientes?',
  'ingredienti',
  'ingrediënten',
  'ingredienser',
  'zutaten',
  'ainekset',
  'składniki',
  'sastojci',
  'malzemeler',
  'υλικ[άα]',
  'ингредиенты',
];

const METHOD_WORDS = [
  'method',
  'instructions?',
  'directions?',
  'steps',
  'preparation',
  'how to make(?: it)?',
  'préparation',
  'zubereitung',
  'preparación',
  'modo de prepar[oa]',
  'preparo',
  'preparazione',
  'procedimento',
  'bereiding(?:swijze)?',
  'tillagning',
  'gör så här',
  'valmistus',
  'przygotowanie',
  'priprema',
  'postupak',
  'hazırlanışı',
  'yapılışı',
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  'приготовление',
];

const headingOf = (words: string[]) =>
  new RegExp(`^(?:the\\s+)?(?:${words.join('|')})(?![\\p{L}\\p{N}])[^.]{0,30}:?$`, 'iu');

export const INGREDIENTS_HEADING = headingOf(INGREDIENT_WORDS);
export const METHOD_HEADING = headingOf(METHOD_WORDS);
