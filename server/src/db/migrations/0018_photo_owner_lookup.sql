-- The recipe a photo belongs to, so serving a photo can check who may see it without reading every recipe.
CREATE INDEX "recipes_imageurl_idx" ON "recipes" USING btree ("recipe_imageurl") WHERE "recipes"."recipe_imageurl" <> '';
