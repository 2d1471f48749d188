ALTER TABLE "recipes" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "recipes_name_trgm_idx" ON "recipes" USING gin (fiz_unaccent(lower("recipe_name")) gin_trgm_ops);