ALTER TABLE "enquiry_days" ADD COLUMN "open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "enquiry_days_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The Lagos day (UTC+1) of the enquiry before and after the change: both move, and each
  -- counts the day's enquiries still "new".
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "enquiry_days" ("day", "version", "open")
      VALUES (((OLD."created_at" AT TIME ZONE 'UTC') + interval '1 hour')::date, 1,
              CASE WHEN OLD."status" = 'new' THEN -1 ELSE 0 END)
      ON CONFLICT ("day") DO UPDATE SET "version" = "enquiry_days"."version" + 1,
        "open" = "enquiry_days"."open" + excluded."open";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "enquiry_days" ("day", "version", "open")
      VALUES (((NEW."created_at" AT TIME ZONE 'UTC') + interval '1 hour')::date, 1,
              CASE WHEN NEW."status" = 'new' THEN 1 ELSE 0 END)
      ON CONFLICT ("day") DO UPDATE SET "version" = "enquiry_days"."version" + 1,
        "open" = "enquiry_days"."open" + excluded."open";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "enquiry_days" d SET "open" = n.open
  FROM (SELECT ((e."created_at" AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS open
          FROM "enquiries" e WHERE e."status" = 'new' GROUP BY 1) n
 WHERE d."day" = n.day;
