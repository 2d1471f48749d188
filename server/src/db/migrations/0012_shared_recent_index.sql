-- Other cooks' shared recipes newest first, in an index of their own: a broad word's search reads only the
-- visible recipes instead of walking every recipe backwards (bench/search).
DROP INDEX "recipes_shared_idx";--> statement-breakpoint
CREATE INDEX "recipes_shared_recent_idx" ON "recipes" USING btree ("recipe_id") WHERE "recipes"."recipe_share" = 'Yes';