CREATE TABLE "gift_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"idea_id" text,
	"price" numeric(12, 2),
	"given_on" date NOT NULL,
	"occasion" text NOT NULL,
	"source" text NOT NULL,
	"wishlist_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"gender" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes" text[] DEFAULT '{}'::text[] NOT NULL,
	"dislikes" text[] DEFAULT '{}'::text[] NOT NULL,
	"do_not_buy" text[] DEFAULT '{}'::text[] NOT NULL,
	"clothes_size" text,
	"shoe_size" text,
	"ring_size" text,
	"usual_budget" numeric(12, 2),
	"reminder_days" integer[] DEFAULT '{14,3}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_list_ideas" (
	"wishlist_item_id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"idea_id" text,
	"occasion" text
);
--> statement-breakpoint
CREATE TABLE "person_occasions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"day" integer,
	"month" integer,
	"year" integer,
	"reminder_days" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"occurs_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"occasion_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_history" ADD CONSTRAINT "gift_history_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_history" ADD CONSTRAINT "gift_history_wishlist_item_id_wishlist_items_id_fk" FOREIGN KEY ("wishlist_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_list_ideas" ADD CONSTRAINT "person_list_ideas_wishlist_item_id_wishlist_items_id_fk" FOREIGN KEY ("wishlist_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_list_ideas" ADD CONSTRAINT "person_list_ideas_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_occasions" ADD CONSTRAINT "person_occasions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_jobs" ADD CONSTRAINT "reminder_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_jobs" ADD CONSTRAINT "reminder_jobs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_history_person_id_idx" ON "gift_history" USING btree ("person_id","given_on");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_history_one_per_item_idx" ON "gift_history" USING btree ("person_id","wishlist_item_id");--> statement-breakpoint
CREATE INDEX "people_user_id_idx" ON "people" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "person_occasions_person_id_idx" ON "person_occasions" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_occasions_one_per_kind_idx" ON "person_occasions" USING btree ("person_id","kind") WHERE "person_occasions"."kind" in ('birthday', 'christmas', 'mothering-sunday', 'fathers-day');--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_jobs_once_idx" ON "reminder_jobs" USING btree ("person_id","occurs_on","days_before");--> statement-breakpoint
CREATE INDEX "reminder_jobs_due_idx" ON "reminder_jobs" USING btree ("status","due_at");--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;