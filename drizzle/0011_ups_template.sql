-- The UPS page has a layout of its own (it shared the generators' template before the product
-- pages were drawn by templates): a catalogue seeded earlier moves it to `ups`.
UPDATE "products" SET "template" = 'ups'
WHERE "family" = 'power-generation' AND "slug" = 'ups-backup-system' AND "template" = 'generator';
--> statement-breakpoint
-- No page was ever drawn by the `warehouse-storage` template (the family's products use the
-- standard page); the choice is gone.
UPDATE "products" SET "template" = 'generic' WHERE "template" = 'warehouse-storage';
