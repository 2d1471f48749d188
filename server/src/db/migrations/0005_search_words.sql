CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a recipe for typo tolerance: name, ingredient items, note and method, lower case with accents
-- folded, letters only, 3 to 40 long. One definition, used by the app after every write and by this backfill.
CREATE OR REPLACE FUNCTION fiz_recipe_words(recipe recipes) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT lexeme FROM unnest(to_tsvector('simple', fiz_unaccent(concat_ws(' ',
      recipe.recipe_name, recipe.recipe_note, recipe.recipe_method,
      (SELECT string_agg(item, ' ') FROM ingredients WHERE recipe_id = recipe.recipe_id)))))
    WHERE lexeme ~ '^[[:alpha:]]{3,40}$'
  $$;
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT fiz_recipe_words(recipes) FROM recipes ON CONFLICT DO NOTHING;
