-- The trash (issue 14 point 7): deleted records kept whole for 30 days so they can be restored, then purged with the files nothing else uses.
CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"label" text NOT NULL,
	"data" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trash_newest_idx" ON "trash" USING btree ("deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_collection_idx" ON "trash" USING btree ("collection","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST);