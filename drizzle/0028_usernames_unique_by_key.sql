-- Usernames are unique whatever their case and `-`/`_` (the Hardening issue): `SUPER_ADMIN` or
-- `Super-Admin` can no longer be registered beside `super_admin`. A database may already hold such
-- look-alikes, which would stop the unique index being built; rather than fail the upgrade, in each
-- group the account named exactly `super_admin` (else the super admin, else the oldest) keeps its
-- name and every other gets `~` and its id added, e.g. `SUPER_ADMIN~4f0c…`. `~` is not allowed in
-- a username, so the new name can clash with no account. The renamed account keeps its password,
-- sessions and audit entries; the super admin sees it under Settings (docs/decisions/0012).
UPDATE "users" AS u SET "username" = u."username" || '~' || u."id"::text, "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY lower(replace("username", '-', '_'))
    ORDER BY ("username" = 'super_admin') DESC, ("role" = 'super admin') DESC, "created_at", "id"
  ) AS n
  FROM "users"
) AS ranked
WHERE u."id" = ranked."id" AND ranked.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_unique" ON "users" USING btree (lower(replace("username", '-', '_')));
