ALTER TABLE "quote_baskets" ADD COLUMN "drawing" jsonb;--> statement-breakpoint
CREATE INDEX "quote_baskets_drawing_idx" ON "quote_baskets" USING btree (("drawing"->>'file'));