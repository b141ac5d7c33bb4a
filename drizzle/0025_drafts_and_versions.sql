-- Drafts and conflict-safe editing (issue 14): each target's edit version, last saver and pending draft; records saved only as drafts stay off the site until published.
CREATE TABLE "content_states" (
	"target" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"saved_by_id" uuid,
	"saved_by" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft" jsonb,
	"publish_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "atex_power_panels" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_families" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "content_states_due_idx" ON "content_states" USING btree ("publish_at") WHERE "content_states"."publish_at" is not null;