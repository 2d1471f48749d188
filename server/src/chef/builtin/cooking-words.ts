import { contentTerms } from './search-terms.js';

/**
 * Single words that show a question is about food or cooking. Chef Basil refuses a question only when it
 * has none of them, so the list leans towards including food words. Words common outside the kitchen are
 * left out on purpose: measures ("world cup"), "stock" (market), "season", "score", "rest", "white",
 * "proof", "thermometer" (fever); kitchen questions using them nearly always name a food as well.
 */
const COOKING_WORDS = [
  // Methods
  `bake barbecue bbq baste blanch blend boil braise brine broil caramelise caramelize carve chop cook crisp
   defrost deglaze dice dredge emulsify ferment fillet flambe freeze fry garnish glaze grate griddle grill
   julienne knead marinate mash melt mince pickle poach preheat puree refrigerate reheat roast saute scald sear
   sift simmer skewer slice soak spatchcock steam stew stir thaw thicken toast truss whip whisk zest`,
  // Kitchen
  `baking cooking chef cuisine dinner lunch breakfast brunch meal dish recipe kitchen food eat edible ingredient
   flavour flavor taste seasoning portion leftover fridge refrigerator freezer pantry larder oven stove stovetop
   hob microwave wok skillet saucepan pan pot tray tin ramekin colander spatula ladle knife chopping blender
   cooker fryer crockpot grater peeler pestle teaspoon tablespoon tsp tbsp doneness marinade dough crumb pastry
   vinaigrette gravy roux broth fond umami spicy savoury savory vegan vegetarian gluten calorie substitute rancid
   canned tinned undercooked overcooked burnt soggy lumpy curdled grease bain`,
  // Measures; "cup", "pint" and "pound" mean other things too often
  `millilitre milliliter litre liter gram kilogram ounce gallon quart fluid pinch smidge smidgen dash`,
  // Meat and fish
  `meat beef steak burger hamburger meatball meatloaf pork bacon ham gammon sausage salami chorizo prosciutto
   pancetta lamb mutton veal venison goat kangaroo chicken poultry turkey duck goose quail rib brisket chuck
   sirloin tenderloin drumstick thigh offal liver fish seafood shellfish salmon tuna cod haddock trout sardine
   anchovy mackerel barramundi snapper prawn shrimp crab lobster mussel clam oyster scallop squid calamari
   octopus sushi sashimi`,
  // Dairy and eggs
  `egg yolk omelette omelet frittata quiche meringue custard milk buttermilk cream butter ghee cheese cheddar
   parmesan mozzarella feta ricotta mascarpone brie halloumi yogurt yoghurt kefir fraiche`,
  // Produce, herbs and spices
  `vegetable veg veggie salad fruit herb spice onion shallot garlic leek scallion potato carrot celery tomato
   capsicum pepper chilli chili jalapeno zucchini courgette eggplant aubergine pumpkin squash broccoli
   cauliflower cabbage kale spinach lettuce arugula cucumber pea bean corn asparagus mushroom beetroot beet
   radish avocado olive lemon lime orange apple pear banana berry strawberry blueberry raspberry cherry grape
   mango pineapple peach plum apricot melon watermelon coconut raisin citrus ginger basil parsley coriander
   cilantro mint dill chive rosemary thyme sage oregano tarragon bay cinnamon nutmeg clove cumin turmeric paprika
   cardamom allspice saffron vanilla masala peppercorn salt`,
  // Pantry
  `flour cornflour cornstarch starch arrowroot yeast sourdough bicarb bicarbonate tartar sugar icing frosting
   honey syrup molasses treacle chocolate cocoa vinegar balsamic mustard mayonnaise mayo ketchup sauce soy tamari
   miso tahini mirin wine beer cider sherry gelatine gelatin agar rice risotto paella pasta spaghetti noodle
   lasagne lasagna couscous quinoa oat porridge cereal bread loaf breadcrumb panko cracker tortilla lentil
   chickpea hummus tofu tempeh nut almond walnut peanut cashew pistachio pecan sesame flaxseed chia aquafaba jam
   coffee tea`,
  // Dishes
  `cake cupcake muffin cookie biscuit brownie scone pancake waffle crepe pie tart cheesecake pavlova pudding
   dessert sorbet soup casserole chowder bolognese pizza sandwich taco burrito curry kebab kofta dumpling gnocchi
   ravioli fries chips crisps stuffing ramen pho salsa guacamole pesto hollandaise bechamel caramel toffee fudge
   jelly smoothie cocktail snack appetizer canape`,
].join(' ');

const COOKING_TERMS = new Set(COOKING_WORDS.split(/\s+/).flatMap((word) => contentTerms(word)));

/** Whether the question uses any food or cooking word. */
export function mentionsCooking(question: string): boolean {
  return contentTerms(question).some((term) => COOKING_TERMS.has(term));
}
