ALTER TABLE "catalogue_items" ALTER COLUMN "seller_username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ALTER COLUMN "pillar_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ALTER COLUMN "subcategory_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "idea_id" text;--> statement-breakpoint
CREATE INDEX "catalogue_items_idea_idx" ON "catalogue_items" USING btree ("idea_id");