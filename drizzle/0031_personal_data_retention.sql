-- Personal data kept only as long as Settings -> Personal data says (issue 32, NDPA 2023): a table
-- for settings that are not content (one row per group, JSON checked by the group's schema), the
-- marks the retention job leaves on an enquiry whose file it deleted or whose sender it anonymised,
-- and partial indexes so that each run reads only what it has still to do.
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "file_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_address_kept_idx" ON "audit_log" USING btree ("at") WHERE "audit_log"."ip" <> '';--> statement-breakpoint
CREATE INDEX "enquiries_file_kept_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."cv_file" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_identified_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."anonymised_at" IS NULL;