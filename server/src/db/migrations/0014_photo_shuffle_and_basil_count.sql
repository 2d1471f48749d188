-- Each recipe gets a random place in a shuffle (filled in for every existing recipe as the column is added, which
-- rewrites the table once), so the showcase and the slideshow pick recipes with a photo at random through an
-- index instead of sorting every one by random(). Chef Basil's shared recipes get an index of their own for
-- counting them.
ALTER TABLE "recipes" ADD COLUMN "recipe_random_key" double precision DEFAULT random() NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_shared_basil_idx" ON "recipes" USING btree ("recipe_id") WHERE "recipes"."recipe_share" = 'Yes' and "recipes"."recipe_basil";--> statement-breakpoint
CREATE INDEX "recipes_shared_photo_random_idx" ON "recipes" USING btree ("recipe_random_key") WHERE "recipes"."recipe_share" = 'Yes' and "recipes"."recipe_imageurl" <> '';--> statement-breakpoint
CREATE INDEX "recipes_user_photo_random_idx" ON "recipes" USING btree ("recipe_user_id","recipe_random_key") WHERE "recipes"."recipe_imageurl" <> '';
