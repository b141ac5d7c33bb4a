-- Requests from a person (issue 32, docs/decisions/0026): an index finds a person's enquiries by
-- address in any case; the erasure log keeps a keyed hash of each erased address (never the
-- address) so that a restore of an older backup erases them again; erasure_key holds that hash's
-- key only where the site has no secret of its own (PostgreSQL without SECRET_KEY).
CREATE TABLE "erasure_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	CONSTRAINT "erasure_key_one_row" CHECK ("erasure_key"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "erasure_log" (
	"hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"key_id" text NOT NULL,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiries_email_lower_idx" ON "enquiries" USING btree (lower("email"),"created_at","id");