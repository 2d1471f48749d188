export interface HelpTopic {
  id: string;
  title: string;
  paragraphs: string[];
  /** About the full (desktop) site only: the phone's help leaves it out. */
  fullSiteOnly?: boolean;
  /** Pages of the full site the topic is about, linked below its text. */
  links?: { label: string; to: string }[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'entering-a-recipe',
    title: 'Entering a recipe',
    fullSiteOnly: true,
    paragraphs: [
      'Start a new recipe, type its name (up to 50 characters) and a short note, then press Add. Fiz creates the recipe and opens it for editing, with the ingredients, method, photo and sundries below.',
      'Ingredients: each ingredient has a quantity, unit, item and note, and every part is optional. Press Enter to move from quantity to unit to item to note. Press Enter in the note to add the ingredient to the list and start the next one. An ingredient in the list is corrected in place: click it, or its pencil icon, change its boxes (Enter moves on, Enter in the note keeps the change, Escape undoes it) and press Update Recipe. It can be moved up or down the list with its arrows, and removed with its delete icon. Paste ingredients takes a whole list copied from elsewhere, one ingredient a line, and splits each line into its parts for you to check.',
      'Sections: to split the ingredients into parts, such as the dough and the filling, add a section heading: type the section name ending in a colon as the item, e.g. For the sauce:, and leave quantity, unit and note empty. The ingredients after it, up to the next heading, belong to that section. A heading shows in bold, is printed without a checkbox, is never scaled and never goes on the shopping list. Pasted lines such as "For the sauce:" become headings too, and so do the named groups of a recipe imported from a web page.',
      'Method: type the method as ordinary text. Each sentence, each part separated by a bar | and each new line becomes a separate step, and the preview shows the steps as they will appear.',
      'Photo: choose a picture, check the preview, then press Upload to add it to the recipe.',
      'Sundries: choose whether the recipe is shared with other cooks and whether it is a favourite, add a YouTube video code of 11 characters (if you paste a whole YouTube link, Fiz finds the video’s code in it), and add a website link as a full address such as https://www.example.com/recipe.',
      'Press Update Recipe to save everything. Changes to ingredients are saved only when you press Update Recipe.',
    ],
  },
  {
    id: 'mobile-app',
    title: 'Mobile app',
    paragraphs: [
      'Open Fiz on your phone before you sign in and you get the mobile site, made for the kitchen. Signed in, Fiz opens on the full site’s dashboard, which says at the top that it is the full site: tap Open the mobile site there. Use the tabs at the bottom: Recipes, Shop, Chef, Calc and Help.',
      'Recipes finds your recipes: it starts with your newest 5 (Show all my recipes lists them all); tick All My Recipes, Shared or Chef Basil, or type in the search box, then open a recipe to cook from it.',
      'A recipe shows its photo, note, ingredients with checkboxes to tick off as you go, under the headings of their sections ("For the sauce:") when the recipe has them, and numbered method steps. Tap Add to shopping list, with the basket icon under the ingredients, to put them on your shopping list: those you have ticked, as you have them, are left out, and a recipe already on the list asks whether to add it again. The Amounts switch (½×, 1×, 2×, 3×) changes the quantities shown, and those that go on the list; the recipe itself is not changed. Your ticks and the amounts you chose stay while the browser tab is open, through a trip to Shop or Calc and back.',
      'To delete one of your recipes from Recipes, tap its delete icon, then tap it again within 4 seconds.',
      'With no signal, Shop, Calc and Help still work, and so do the last 20 recipes you opened on the phone: Recipes lists them under Kept on this phone, without their photos. They are kept in the browser on your phone until you log out.',
      'When a trial or membership has ended, Recipes and Help still work; Shop, Chef and Calc need an upgrade.',
      'To use the full site on a phone, tap Open the full site at the end of Help, or Keep the full site at the top of a full-site page (or add ?desktop=1 to the address). The phone remembers the choice; Open the mobile site, at the top of the full site’s pages, forgets it again.',
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
      "Add items on the Shop tab of the mobile site, or a recipe's ingredients at once with Add to shopping list under them (all but those you ticked as having). An ingredient added from a recipe that is already on the list, in the same unit and with the same note, has its quantity added to; '1 egg' joins '2 eggs'. Items you type are added as you type them, except that one typed with an amount joins the same item already on the list: '2 eggs' typed beside '3 eggs' makes '5 eggs'.",
      'Tick an item with its checkbox, or double-click its name, when it is in the trolley. Unticked items stay at the top in alphabetical order of what they are, amounts aside (2 cups flour beside 200 g flour), with ticked items below.',
      'Remove one item with the cross beside it, or every ticked item with Clear checked items. Undo puts back what you last removed.',
      'The shopping list is kept in the browser on your phone, so it is ready in the shop. It is not copied to your other devices.',
    ],
  },
  {
    id: 'search',
    title: 'Search',
    // The phone's Recipes tab is in 'Mobile app'; its results have no Edit, Email, Print or Copy.
    fullSiteOnly: true,
    paragraphs: [
      'Search Recipes looks through the names, notes, methods and ingredients of your own recipes. Tick Shared to add recipes other cooks have shared, and Chef Basil to see only the recipes saved from Chef Basil’s ideas. A result’s name or photo opens the recipe: yours in the editor, another cook’s as a page to read, print or copy.',
      'Results update when you pause typing, or at once when you press Enter. On your own recipes you can Edit, Email or Delete; on another cook’s shared recipe you can Print it or Copy it into your own collection, where the copy opens ready to edit.',
    ],
  },
  {
    id: 'favourites',
    title: 'Favourites',
    fullSiteOnly: true,
    paragraphs: [
      'To make a recipe a favourite, open it, set Favourite to Yes in the sundries and press Update Recipe.',
      'Favourite Recipes lists all your favourites, and the My Favourites button on the dashboard shows how many you have.',
    ],
  },
  {
    id: 'chef-basil-recipe',
    title: 'Chef Basil recipe',
    fullSiteOnly: true,
    paragraphs: [
      'Chef Basil suggests a recipe from the ingredients you have. Add at least 4 ingredients, one at a time, then press Get a Recipe. Reset clears the list so you can start again.',
      'Press Save to store the suggestion as one of your recipes; its print page opens so you can print it straight away. Not what you fancy? Another idea gives the next best recipe for the same ingredients, then the one after, until Chef Basil says he has no more. An ingredient already on your list is not added twice: Chef Basil says it is there.',
      'A Chef Basil recipe becomes your own once you edit it.',
    ],
  },
  {
    id: 'ask-chef-basil',
    title: 'Ask Chef Basil',
    paragraphs: [
      'Ask Chef Basil any cooking question of up to 100 characters and press Ask the Chef.',
      'Press Save to keep the answer in Your Previous Questions, or Ask Another to clear the question. Open a previous question to read its answer again. An answer is kept once: saved again, Chef Basil says it is already there.',
    ],
  },
  {
    id: 'contact-form',
    title: 'Contact form',
    fullSiteOnly: true,
    paragraphs: [
      'Use Contact Us to write to the owner of Fiz with a question, a problem or an idea. Fill in your first name, email, subject and message, then press Send.',
      'A line below the form confirms that your message was sent, and the owner replies to the email address you gave. When this site cannot email it straight away, the line says so: your message is saved for the owner all the same, and goes out as soon as it can.',
    ],
  },
  {
    id: 'importing',
    title: 'Importing a recipe',
    fullSiteOnly: true,
    paragraphs: [
      'On New Recipe, follow "Or import a recipe from a web page". Give the address of a recipe page, or paste the page or the recipe text itself; Fiz fills in the name, ingredients, method and photo for you to check, and saves nothing until you press Save Recipe.',
    ],
    links: [{ label: 'Import Recipe', to: '/importrecipe' }],
  },
  {
    id: 'websites',
    title: 'Saved recipe websites',
    fullSiteOnly: true,
    paragraphs: [
      'Keep the recipe websites you like as bookmarks. Add A Website takes the address, and fills in the title and note from the page when you leave them empty. Websites List shows them all, newest first, and Websites Search finds one by its title, note or address.',
      'Each bookmark has its own Import, which opens Import Recipe with its address. Find the websites under Recipes (Websites), on the dashboard, and here:',
    ],
    links: [
      { label: 'Add A Website', to: '/websites' },
      { label: 'Websites Search', to: '/websitessearch' },
      { label: 'Websites List', to: '/websiteslist' },
    ],
  },
  {
    id: 'printing-and-sharing',
    title: 'Printing, PDFs and your whole library',
    fullSiteOnly: true,
    paragraphs: [
      'The print page of a recipe has Print, Download PDF and Amounts (½×, 1×, 2×, 3×): the page and the PDF show the amounts picked, and the saved recipe does not change. Email sends the recipe as a PDF to any address. The PDF prints Latin, Greek, Cyrillic, Arabic and Hebrew letters; Chinese, Japanese, Korean, Thai and emoji show as boxes in it, so for those use Print, which prints the page as you see it.',
      'The dashboard’s download button saves all your recipes, with their photos, in one file in the schema.org Recipe format other recipe apps can read.',
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
