ALTER TABLE "product_families" ADD COLUMN "template" text DEFAULT 'generic' NOT NULL;--> statement-breakpoint
-- The seven families seeded before keep the landing layouts their pages have always had.
UPDATE "product_families" SET "template" = "slug"
WHERE "slug" IN ('power-protection-and-distribution', 'cable-management', 'enclosures', 'warehouse-storage', 'gaskets', 'power-generation', 'lights-wiring');
