-- Newsletter by confirmation (issue 32): an address becomes a subscriber once its owner follows the
-- link sent to it. Addresses that signed up before confirmation existed stay subscribed: each was
-- told at once how to leave, and deleting the list would lose what the company was given.
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscribers_pending_idx" ON "subscribers" USING btree ("created_at") WHERE "subscribers"."confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "subscribers" SET "confirmed_at" = "created_at";
