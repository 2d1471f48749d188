CREATE TABLE "ingredients" (
	"ingredient_id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"qty" varchar(50) DEFAULT '' NOT NULL,
	"unit" varchar(50) DEFAULT '' NOT NULL,
	"item" varchar(200) DEFAULT '' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"recipe_id" serial PRIMARY KEY NOT NULL,
	"recipe_user_id" integer NOT NULL,
	"recipe_name" varchar(50) NOT NULL,
	"recipe_note" text DEFAULT '' NOT NULL,
	"recipe_method" text DEFAULT '' NOT NULL,
	"recipe_imageurl" text DEFAULT '' NOT NULL,
	"recipe_youtube_url" varchar(11) DEFAULT '' NOT NULL,
	"recipe_website_link" text DEFAULT '' NOT NULL,
	"recipe_share" varchar(3) DEFAULT 'No' NOT NULL,
	"recipe_favourite" varchar(3) DEFAULT 'No' NOT NULL,
	"recipe_basil" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"user_email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"user_access" varchar(20) DEFAULT 'Free' NOT NULL,
	"user_joined_date" date NOT NULL,
	"user_free_expiry_date" date,
	"user_start_paid_date" date,
	"user_end_paid_date" date,
	"user_lapsed_member" boolean DEFAULT false NOT NULL,
	"user_expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_recipe_user_id_users_user_id_fk" FOREIGN KEY ("recipe_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredients_recipe_idx" ON "ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipes_user_idx" ON "recipes" USING btree ("recipe_user_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_shared_idx" ON "recipes" USING btree ("recipe_share","recipe_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("user_email"));