-- Counts each recipe's saves, so a save from a copy opened before another save is refused instead of undoing it.
ALTER TABLE "recipes" ADD COLUMN "recipe_revision" integer DEFAULT 0 NOT NULL;