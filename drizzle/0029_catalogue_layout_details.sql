-- One product, one record (issue 30, docs/decisions/0024): a product's and a family's layout keeps
-- what it shows beyond the common fields in `details`, checked on write against the layout's
-- schema; `product_group` says which group of its family page a product is shown in.
ALTER TABLE "product_families" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_group" text DEFAULT '' NOT NULL;