-- The site search (docs/decisions/0014). unaccent ships with PGlite as a loadable extension and
-- with PostgreSQL in contrib (trusted: a database owner may create it). The configuration folds
-- accents before English stemming, so "Café" and "cafes" are one word; naming it explicitly
-- keeps to_tsvector immutable, as a generated column needs.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'site_search') THEN
    CREATE TEXT SEARCH CONFIGURATION site_search (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION site_search
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"source" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"headings" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('site_search', title), 'A') || setweight(to_tsvector('site_search', headings), 'B') || setweight(to_tsvector('site_search', body), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "search_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"source" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_terms_source_word_pk" PRIMARY KEY("source","word")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_source_search_documents_source_fk" FOREIGN KEY ("source") REFERENCES "public"."search_documents"("source") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_kind_idx" ON "search_documents" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_word_idx" ON "search_terms" USING btree ("word");