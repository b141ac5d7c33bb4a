-- The news list searches the site search's index (docs/decisions/0014); its own index goes.
DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
DROP INDEX "blog_posts_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "search";