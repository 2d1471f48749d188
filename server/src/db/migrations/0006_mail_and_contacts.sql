CREATE TABLE "contacts" (
	"contact_id" serial PRIMARY KEY NOT NULL,
	"contact_firstname" varchar(50) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"contact_subject" varchar(150) NOT NULL,
	"contact_message" text NOT NULL,
	"contact_user_id" integer,
	"contact_user_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_date" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_reply_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"to_address" text NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contact_user_id_users_user_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_reply_idx" ON "contacts" USING btree ("contact_reply_date","contact_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id","kind","created_at");