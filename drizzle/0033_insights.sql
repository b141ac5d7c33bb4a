-- Issue 33 (docs/decisions/0029): page views and searches counted per day with nothing about a person, and when each enquiry was first answered (older ones: their last change, the best known).
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "page_views_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "search_queries_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "enquiries" SET "answered_at" = "updated_at" WHERE "status" <> 'new';
