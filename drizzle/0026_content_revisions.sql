-- Content history (issue 14): every publish of a section or record keeps its whole value, the newest 50 per target, to compare and restore.
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"data" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"restored_from" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_revisions_target_idx" ON "content_revisions" USING btree ("target","at" DESC NULLS LAST,"id" DESC NULLS LAST);