/** The help text of the Recipes overview (spec 2.3), one section per part of the recipe editor (spec 4.2). */
export interface HelpSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const RECIPE_HELP: HelpSection[] = [
  {
    id: 'help-recipes',
    title: 'Recipes',
    paragraphs: [
      'Start a recipe with New Recipe. Give it a name of up to 50 characters and, if you like, a short note such as "Nana\'s Sunday roast" or "Serves 4", then press Add. The recipe opens straight away for editing, with its ingredients, method, photo and extra info below the name.',
      'Update Recipe saves everything on the page at once: name, note, ingredients, method and extra info. Changes to the ingredients in particular are kept only when you press Update Recipe, so press it before you leave the page. New Recipe saves the recipe you are working on first, then gives you an empty form for the next one.',
      "From the editor you can print or email a recipe, play its video, or delete it. Deleting always asks first and cannot be undone. Recipe List shows all your recipes ten to a page, Favourites shows the ones you have marked, and Search Recipes finds your own recipes, recipes other cooks share and Chef Basil's recipes. A shared recipe can be copied into your own collection, where it is yours to change.",
    ],
  },
  {
    id: 'help-ingredients',
    title: 'Ingredients',
    paragraphs: [
      'Each ingredient has four boxes, all optional: quantity, unit, item and note. For example 2, cups, plain flour, sifted. Leave out what you do not need: "salt and pepper to taste" can go in the item box alone.',
      'You never need the mouse while typing ingredients. Press Enter to move from quantity to unit, from unit to item and from item to note. Enter in the note box adds the ingredient to the list and takes you back to quantity for the next one. To correct an ingredient, click it, or use its pencil icon: its four boxes open in place, Enter moves through them as when adding, Enter in the note (or the tick) keeps the change and Escape undoes it. Use the arrows beside an ingredient to move it up or down the list, the delete icon to remove it, and remember Update Recipe to keep your changes.',
      'To split the ingredients into sections, such as the dough and the filling, add a heading where a section starts: type the section name ending in a colon as the item, e.g. For the sauce:, and leave the other boxes empty. It shows in bold across the list, prints without a checkbox, and is never scaled or put on the shopping list. Move it into place with its arrows, or remove it with its delete icon, like any ingredient. Paste ingredients turns a line such as "For the sauce:" into a heading for you.',
    ],
  },
  {
    id: 'help-method',
    title: 'Method',
    paragraphs: [
      'Type or paste the method as you would write it. Fiz splits it into numbered steps at every full stop, every bar ( | ) and every line break, and drops empty steps, so a method pasted from a website or typed as one long paragraph both come out as tidy steps. The preview shows the steps exactly as they will print.',
      'Numbers such as 1.5 cups or 180.5°C stay whole, and so do common abbreviations in the middle of a step, such as "1 Tbsp. cornstarch", "approx. 5 min" or "e.g. butter". Any other full stop ends a step when a space, or a word with a capital letter, follows it. To put two sentences in one step, join them with a comma or a semicolon.',
    ],
  },
  {
    id: 'help-image',
    title: 'Image',
    paragraphs: [
      'Choose a photo from your computer and a preview appears with an Upload button. Press Upload to store it: the new photo replaces any earlier one and shows on the printed recipe, in search results and in the slideshow at the top of this page.',
      'A bright photo taken from above, in landscape, looks best. The Dashboard counts your recipes without a photo under No Photo, so you can find them quickly.',
    ],
  },
  {
    id: 'help-extra-info',
    title: 'Extra info',
    paragraphs: [
      'Share: choose Yes to let other cooks find the recipe in Search Recipes, see it in their slideshow and copy it into their own collection. Their copy is theirs; your recipe stays exactly as you left it. Choose No to keep it private.',
      'Favourite: choose Yes to put the recipe on your Favourites list and count it on the Dashboard.',
      'YouTube code (11 Chars): paste a YouTube address or just its code. Fiz keeps the 11-character code, the part after v= in an address such as youtube.com/watch?v=dQw4w9WgXcQ, and from anything else the last 11 characters. Only a code of exactly 11 characters plays; a play icon then appears on the recipe and in Recipe List, Favourites and Youtube Videos.',
      'Website link: enter a full website address, starting with https:// or http://, to keep the page the recipe came from. It is printed with the recipe.',
      'As with everything else, extra info is saved when you press Update Recipe.',
    ],
  },
];
