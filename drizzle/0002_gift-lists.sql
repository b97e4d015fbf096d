CREATE TABLE "wishlist_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimer_user_id" text,
	"claimer_name" text NOT NULL,
	"claimer_email" text NOT NULL,
	"confirm_token_hash" text,
	"undo_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_claims_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "wishlist_claims_undo_token_hash_unique" UNIQUE("undo_token_hash")
);
--> statement-breakpoint
CREATE TABLE "wishlist_item_images" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "wishlist_share_links" (
	"wishlist_id" uuid PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "product_currency" text DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "product_key" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "most_wanted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "purchased_by" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "purchased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "kind" text DEFAULT 'someone-else' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "occasion_date" date;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "claims_revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_claimer_user_id_user_id_fk" FOREIGN KEY ("claimer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item_images" ADD CONSTRAINT "wishlist_item_images_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_share_links" ADD CONSTRAINT "wishlist_share_links_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_claims_one_per_giver_idx" ON "wishlist_claims" USING btree ("item_id","claimer_email");--> statement-breakpoint
CREATE INDEX "wishlist_claims_wishlist_idx" ON "wishlist_claims" USING btree ("wishlist_id","status");--> statement-breakpoint
CREATE INDEX "wishlist_claims_claimer_idx" ON "wishlist_claims" USING btree ("claimer_user_id");--> statement-breakpoint
CREATE INDEX "wishlist_claims_pending_idx" ON "wishlist_claims" USING btree ("confirm_expires_at") WHERE "wishlist_claims"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_purchased_by_user_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_product_key_idx" ON "wishlist_items" USING btree ("wishlist_id","product_key");