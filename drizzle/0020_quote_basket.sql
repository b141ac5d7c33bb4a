-- The quote basket (issue 16): baskets kept on the server by a cookie's token; a request for
-- quote's lines and reference (Q-2026-00042); who handles an enquiry and their notes; and the
-- status "done" renamed "closed", beside the new "quoted".
CREATE SEQUENCE "public"."quote_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_baskets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "items" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_baskets_updated_idx" ON "quote_baskets" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reference_unique" UNIQUE("reference");--> statement-breakpoint
UPDATE "enquiries" SET "status" = 'closed' WHERE "status" = 'done';
