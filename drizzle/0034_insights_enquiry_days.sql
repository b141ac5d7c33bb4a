CREATE TABLE "enquiry_days" (
	"day" date PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiries_open_idx" ON "enquiries" USING btree ("created_at","id") WHERE "enquiries"."status" = 'new';--> statement-breakpoint
-- OR REPLACE: a restore drops the tables and runs the migrations again, not the functions.
CREATE OR REPLACE FUNCTION "enquiry_days_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The Lagos day (UTC+1) of the enquiry before and after the change: both move.
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "enquiry_days" ("day", "version")
      VALUES (((OLD."created_at" AT TIME ZONE 'UTC') + interval '1 hour')::date, 1)
      ON CONFLICT ("day") DO UPDATE SET "version" = "enquiry_days"."version" + 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "enquiry_days" ("day", "version")
      VALUES (((NEW."created_at" AT TIME ZONE 'UTC') + interval '1 hour')::date, 1)
      ON CONFLICT ("day") DO UPDATE SET "version" = "enquiry_days"."version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "enquiries_touch_days"
  AFTER INSERT OR DELETE OR UPDATE OF "type", "status", "answered_at", "items", "data", "created_at"
  ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "enquiry_days_touch"();
--> statement-breakpoint
INSERT INTO "enquiry_days" ("day", "version")
  SELECT DISTINCT ((e."created_at" AT TIME ZONE 'UTC') + interval '1 hour')::date, 1 FROM "enquiries" e;
