-- The media library (issue 15): alt text, file names and "kept" on each file, and where each file is used.
CREATE TABLE "media_uses" (
	"media_path" text NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"fields" text NOT NULL,
	"href" text NOT NULL,
	CONSTRAINT "media_uses_target_media_path_pk" PRIMARY KEY("target","media_path")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "filename" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_media_path_media_path_fk" FOREIGN KEY ("media_path") REFERENCES "public"."media"("path") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "media_uses_path" ON "media_uses" USING btree ("media_path");--> statement-breakpoint
CREATE INDEX "media_newest_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);