-- GIN operator classes for plain columns, so the search index can also hold whose recipe it is and whether it
-- is shared.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "recipes_search_idx";--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("recipe_user_id","recipe_share","search_document");
