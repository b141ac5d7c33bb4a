-- The search indexes without a GIN pending list (PGlite never vacuums one away), and the two that
-- page the results: matches in titles and headings, then the rest by date (docs/decisions/0014).
DROP INDEX "search_documents_search_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
DROP INDEX "search_terms_word_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_head_search_idx" ON "search_documents" USING gin ("head_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("published_at" DESC NULLS FIRST,"source");--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);