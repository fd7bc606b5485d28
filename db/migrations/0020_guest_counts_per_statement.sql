-- Guest counts kept once per INSERT statement instead of once per row (issue 11, decision record
-- 0009). The row trigger of 0014 updated the event's one guest_status_counts row for every guest
-- inserted: inside one transaction each update leaves a version the next must step over, so a
-- 10,000-row CSV import spent most of its time there (batches of 250 slowed from 30 to 100 ms).
-- Inserts now add their rows per (event, status) from the statement's transition table; updates
-- and deletes keep the row trigger, which only fires for the columns the counts depend on. A
-- custom migration: drizzle-kit does not generate functions or triggers.
CREATE OR REPLACE FUNCTION guest_meals_merge(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
    FROM (SELECT key, sum(value::integer)::integer AS total
            FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) AS m
           GROUP BY key
          HAVING sum(value::integer) > 0) AS t
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO guest_status_counts (event_id, status, guests, seats, replied, meals)
  SELECT g.event_id, g.status, count(*)::integer,
         sum(1 + jsonb_array_length(g.plus_ones))::integer,
         (count(*) FILTER (WHERE g.responded_at IS NOT NULL))::integer,
         coalesce((SELECT jsonb_object_agg(c.meal_choice, c.n)
                     FROM (SELECT m.meal_choice, count(*)::integer AS n
                             FROM inserted_guests m
                            WHERE m.event_id = g.event_id AND m.status = g.status AND m.meal_choice <> ''
                            GROUP BY m.meal_choice) AS c), '{}'::jsonb)
    FROM inserted_guests g
   GROUP BY g.event_id, g.status
  ON CONFLICT (event_id, status) DO UPDATE
    SET guests = guest_status_counts.guests + EXCLUDED.guests,
        seats = guest_status_counts.seats + EXCLUDED.seats,
        replied = guest_status_counts.replied + EXCLUDED.replied,
        meals = guest_meals_merge(guest_status_counts.meals, EXCLUDED.meals),
        updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS guests_status_counts ON guests;
--> statement-breakpoint
CREATE TRIGGER guests_status_counts
AFTER DELETE OR UPDATE OF status, plus_ones, event_id, responded_at, meal_choice ON guests
FOR EACH ROW EXECUTE FUNCTION guest_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER guests_status_counts_insert
AFTER INSERT ON guests REFERENCING NEW TABLE AS inserted_guests
FOR EACH STATEMENT EXECUTE FUNCTION guest_status_counts_insert();
