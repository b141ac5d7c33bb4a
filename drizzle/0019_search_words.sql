-- "Did you mean" compares a misspelt word with each distinct word once (docs/decisions/0014),
-- not with every (document, word) row of search_terms: filled from it here, kept by the index.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT "word" FROM "search_terms";--> statement-breakpoint
DROP INDEX "search_terms_word_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
