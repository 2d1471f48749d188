-- What search matches in a recipe: its name (weight A), ingredient items and note (B) and method (C),
-- accents folded, English stemming. One definition, used by the app after every write and by this backfill.
CREATE OR REPLACE FUNCTION fiz_recipe_document(recipe recipes) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('english', fiz_unaccent(recipe.recipe_name)), 'A')
      || setweight(to_tsvector('english', fiz_unaccent(coalesce(
           (SELECT string_agg(item, ' ' ORDER BY position) FROM ingredients WHERE recipe_id = recipe.recipe_id),
           ''))), 'B')
      || setweight(to_tsvector('english', fiz_unaccent(recipe.recipe_note)), 'B')
      || setweight(to_tsvector('english', fiz_unaccent(recipe.recipe_method)), 'C')
  $$;
--> statement-breakpoint
UPDATE recipes SET search_document = fiz_recipe_document(recipes);
