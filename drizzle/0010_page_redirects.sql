CREATE TABLE "page_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_redirects_record_idx" ON "page_redirects" USING btree ("record_id");