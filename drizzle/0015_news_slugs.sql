-- News posts get addresses from their titles (issue #18). Posts written before get one here:
-- the title in lower-case words joined by hyphens, `-2`, `-3`… for a second post of a title.
ALTER TABLE "blog_posts" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "blog_posts" AS b SET "slug" = s.slug
FROM (
  SELECT id, base || CASE WHEN n > 1 THEN '-' || n ELSE '' END AS slug
  FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n
    FROM (
      SELECT id, created_at,
        coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), ''), 'post') AS base
      FROM "blog_posts"
    ) AS t
  ) AS numbered
) AS s
WHERE b.id = s.id;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug");
