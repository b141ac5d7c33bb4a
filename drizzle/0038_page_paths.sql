-- Decision 0057: page_views names its path by an id in page_paths instead of holding the path's text in every row and in its key (the path's text was most of the table's size: 135 MB of its 246 MB at 5,000 paths a day for a year was the key). The rows are copied into a new table rather than altered in place: an UPDATE of every row, then a dropped column, would leave the old rows' space behind as dead rows.
CREATE TABLE "page_paths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_paths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	CONSTRAINT "page_paths_path_unique" UNIQUE("path")
);
--> statement-breakpoint
INSERT INTO "page_paths" ("path") SELECT DISTINCT "path" FROM "page_views" ORDER BY "path";--> statement-breakpoint
ALTER TABLE "page_views" RENAME TO "page_views_by_text";--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "page_views_day_path_id_pk" PRIMARY KEY("day","path_id")
);
--> statement-breakpoint
INSERT INTO "page_views" ("day", "path_id", "count")
	SELECT v."day", p."id", v."count" FROM "page_views_by_text" v JOIN "page_paths" p ON p."path" = v."path"
	ORDER BY v."day", p."id";--> statement-breakpoint
DROP TABLE "page_views_by_text";--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_path_id_page_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."page_paths"("id") ON DELETE no action ON UPDATE no action;
