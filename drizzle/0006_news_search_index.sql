-- Trigram matching for titles; PGlite loads pg_trgm as an extension, PostgreSQL ships it in contrib (trusted: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', subtitle), 'B') || setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);