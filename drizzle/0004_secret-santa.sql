CREATE TABLE "santa_assignments" (
	"group_id" uuid NOT NULL,
	"giver_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "santa_assignments_group_id_giver_id_pk" PRIMARY KEY("group_id","giver_id"),
	CONSTRAINT "santa_assignments_not_self" CHECK ("santa_assignments"."giver_id" <> "santa_assignments"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "santa_exclusions" (
	"group_id" uuid NOT NULL,
	"giver_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "santa_exclusions_group_id_giver_id_receiver_id_kind_pk" PRIMARY KEY("group_id","giver_id","receiver_id","kind"),
	CONSTRAINT "santa_exclusions_not_self" CHECK ("santa_exclusions"."giver_id" <> "santa_exclusions"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "santa_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" text NOT NULL,
	"name" text NOT NULL,
	"exchange_date" date NOT NULL,
	"budget" numeric(12, 2) NOT NULL,
	"message" text,
	"organiser_takes_part" boolean DEFAULT true NOT NULL,
	"organiser_sees_pairs" boolean DEFAULT false NOT NULL,
	"repeated_from_id" uuid,
	"drawn_at" timestamp with time zone,
	"draw_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "santa_groups_pairs_only_for_outsiders" CHECK (not ("santa_groups"."organiser_sees_pairs" and "santa_groups"."organiser_takes_part")),
	CONSTRAINT "santa_groups_budget_positive" CHECK ("santa_groups"."budget" > 0)
);
--> statement-breakpoint
CREATE TABLE "santa_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "santa_members" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"wishlist_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "santa_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "santa_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"asker_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_giver_fk" FOREIGN KEY ("group_id","giver_id") REFERENCES "public"."santa_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_receiver_fk" FOREIGN KEY ("group_id","receiver_id") REFERENCES "public"."santa_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_exclusions" ADD CONSTRAINT "santa_exclusions_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_exclusions" ADD CONSTRAINT "santa_exclusions_giver_id_user_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_exclusions" ADD CONSTRAINT "santa_exclusions_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_groups" ADD CONSTRAINT "santa_groups_organiser_id_user_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_groups" ADD CONSTRAINT "santa_groups_repeated_from_id_santa_groups_id_fk" FOREIGN KEY ("repeated_from_id") REFERENCES "public"."santa_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_invitations" ADD CONSTRAINT "santa_invitations_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_invitations" ADD CONSTRAINT "santa_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_members" ADD CONSTRAINT "santa_members_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_members" ADD CONSTRAINT "santa_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_members" ADD CONSTRAINT "santa_members_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_questions" ADD CONSTRAINT "santa_questions_asker_fk" FOREIGN KEY ("group_id","asker_id") REFERENCES "public"."santa_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_questions" ADD CONSTRAINT "santa_questions_receiver_fk" FOREIGN KEY ("group_id","receiver_id") REFERENCES "public"."santa_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "santa_assignments_receiver_idx" ON "santa_assignments" USING btree ("group_id","receiver_id");--> statement-breakpoint
CREATE INDEX "santa_groups_organiser_id_idx" ON "santa_groups" USING btree ("organiser_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "santa_invitations_one_pending_idx" ON "santa_invitations" USING btree ("group_id","email") WHERE "santa_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "santa_invitations_email_idx" ON "santa_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "santa_members_user_id_idx" ON "santa_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "santa_questions_receiver_idx" ON "santa_questions" USING btree ("group_id","receiver_id");--> statement-breakpoint
CREATE INDEX "santa_questions_asker_idx" ON "santa_questions" USING btree ("group_id","asker_id");