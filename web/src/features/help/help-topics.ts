export interface HelpTopic {
  id: string;
  title: string;
  paragraphs: string[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'entering-a-recipe',
    title: 'Entering a recipe',
    paragraphs: [
      'Start a new recipe, type its name (up to 50 characters) and a short note, then press Add. Fiz creates the recipe and opens it for editing, with the ingredients, method, photo and sundries below.',
      'Ingredients: each ingredient has a quantity, unit, item and note, and every part is optional. Press Enter to move from quantity to unit to item to note. Press Enter in the note to add the ingredient to the list and start the next one. An ingredient can be removed from the list with its delete icon.',
      'Method: type the method as ordinary text. Each sentence, each part separated by a bar | and each new line becomes a separate step, and the preview shows the steps as they will appear.',
      'Photo: choose a picture, check the preview, then press Upload to add it to the recipe.',
      'Sundries: choose whether the recipe is shared with other cooks and whether it is a favourite, add a YouTube video code of 11 characters (if you paste a whole YouTube link, Fiz keeps its last 11 characters), and add a website link as a full address such as https://www.example.com/recipe.',
      'Press Update Recipe to save everything. Changes to ingredients are saved only when you press Update Recipe.',
    ],
  },
  {
    id: 'mobile-app',
    title: 'Mobile app',
    paragraphs: [
      'Open Fiz on your phone and you get the mobile site, made for the kitchen. Use the tabs at the bottom: Recipes, Shop, Chef, Calc and Help.',
      'Recipes finds your recipes: tick All My Recipes, Shared or Chef Basil, or type in the search box, then open a recipe to cook from it.',
      'A recipe shows its photo, note, ingredients with checkboxes to tick off as you go, and numbered method steps. Tap Add to shopping list, with the basket icon under the ingredients, to put them all on your shopping list. Amounts halves, doubles or triples the quantities shown, and what goes on the list; the recipe itself is not changed.',
      'When a trial or membership has ended, Recipes and Help still work; Shop, Chef and Calc need an upgrade.',
      'To use the full site on a phone, add ?desktop=1 to the address; ?desktop=0 brings the mobile site back.',
    ],
  },
  {
    id: 'mobile-calculator',
    title: 'Mobile calculator',
    paragraphs: [
      'The Calc tab on the mobile site has the same keys as the desktop converter (digits, operations, clear, delete, equals and convert) without the kitchen extras.',
      'It always uses the US cup and the US tablespoon for its conversions.',
      'A sum not yet finished is worked out before a conversion: 2 + 3 then kg → lb converts 5 kg, and 0 − 18 then °C → °F converts −18 °C.',
      'After a result or a conversion, the next digit you press starts a new number.',
    ],
  },
  {
    id: 'shopping-list',
    title: 'Shopping list',
    paragraphs: [
      "Add items on the Shop tab of the mobile site, or all of a recipe's ingredients at once with Add to shopping list under them. An item already on the list, in the same unit and with the same note, has its quantity added to; '1 egg' joins '2 eggs'.",
      'Tick an item with its checkbox, or double-click its name, when it is in the trolley. Unticked items stay at the top in alphabetical order, with ticked items below.',
      'Remove one item with the cross beside it, or every ticked item with Clear checked items. Undo puts back what you last removed.',
      'The shopping list is kept in the browser on your phone, so it is ready in the shop. It is not copied to your other devices.',
    ],
  },
  {
    id: 'search',
    title: 'Search',
    paragraphs: [
      'Search Recipes looks through the names, notes and methods of your own recipes. Tick Shared to include recipes other cooks have shared, and Chef Basil to see only the recipes Chef Basil wrote.',
      'Results update when you pause typing, or at once when you press Enter. On your own recipes you can Edit, Email or Delete; on another cook’s shared recipe you can Print it or Copy it into your own collection, where the copy opens ready to edit.',
    ],
  },
  {
    id: 'favourites',
    title: 'Favourites',
    paragraphs: [
      'To make a recipe a favourite, open it, set Favourite to Yes in the sundries and press Update Recipe.',
      'Favourite Recipes lists all your favourites, and the My Favourites button on the dashboard shows how many you have.',
    ],
  },
  {
    id: 'chef-basil-recipe',
    title: 'Chef Basil recipe',
    paragraphs: [
      'Chef Basil suggests a recipe from the ingredients you have. Add at least 4 ingredients, one at a time, then press Get a Recipe. Reset clears the list so you can start again.',
      'Press Save to store the suggestion as one of your recipes; its print page opens so you can print it straight away.',
      'A Chef Basil recipe becomes your own once you edit it.',
    ],
  },
  {
    id: 'ask-chef-basil',
    title: 'Ask Chef Basil',
    paragraphs: [
      'Ask Chef Basil any cooking question of up to 100 characters and press Ask the Chef.',
      'Press Save to keep the answer in Your Previous Questions, or Ask Another to clear the question. Open a previous question to read its answer again.',
    ],
  },
  {
    id: 'contact-form',
    title: 'Contact form',
    paragraphs: [
      'Use Contact Us to write to the owner of Fiz with a question, a problem or an idea. Fill in your first name, email, subject and message, then press Send.',
      'A line below the form confirms that your message was sent, and the owner replies to the email address you gave.',
    ],
  },
  {
    id: 'measurements',
    title: 'Cup and tablespoon sizes',
    paragraphs: [
      'Cups are not the same size everywhere. A US cup is 236.588 ml, a metric cup is 250 ml and an Imperial cup is 284 ml.',
      'Tablespoons differ too. A US tablespoon is 14.7868 ml and a metric tablespoon is 20 ml.',
      'Check where a recipe comes from before you measure, and use the US/Metric switch on the desktop converter to match it.',
    ],
  },
];
