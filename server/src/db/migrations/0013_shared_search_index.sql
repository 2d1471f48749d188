-- Words are indexed for other cooks' shared recipes alone (a partial index); a cook's own recipes are read
-- through recipes_user_idx. A search of the shared side no longer intersects with the list of every shared
-- recipe, and a cook's own side no longer with a word's list over every recipe (bench/search: "chicken curry").
DROP INDEX "recipes_search_idx";--> statement-breakpoint
CREATE INDEX "recipes_shared_search_idx" ON "recipes" USING gin ("search_document") WHERE "recipes"."recipe_share" = 'Yes';