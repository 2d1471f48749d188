CREATE TABLE "chef_questions" (
	"askchef_id" serial PRIMARY KEY NOT NULL,
	"askchef_user_id" integer NOT NULL,
	"askchef_question" varchar(100) NOT NULL,
	"askchef_answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chef_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" varchar(10) NOT NULL,
	"provider" varchar(30) NOT NULL,
	"model" varchar(100) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chef_questions" ADD CONSTRAINT "chef_questions_askchef_user_id_users_user_id_fk" FOREIGN KEY ("askchef_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_usage" ADD CONSTRAINT "chef_usage_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chef_questions_user_idx" ON "chef_questions" USING btree ("askchef_user_id","askchef_id");--> statement-breakpoint
CREATE INDEX "chef_usage_user_idx" ON "chef_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chef_usage_created_idx" ON "chef_usage" USING btree ("created_at");