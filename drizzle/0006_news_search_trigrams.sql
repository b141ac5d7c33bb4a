-- Trigram matching for the news search; PGlite loads pg_trgm as an extension, PostgreSQL ships it in contrib (trusted: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_subtitle_trgm_idx" ON "blog_posts" USING gin ("subtitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_content_trgm_idx" ON "blog_posts" USING gin ("content" gin_trgm_ops);