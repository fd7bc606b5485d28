-- The host's numbers (issue 20, item 6): the trigger that keeps guest_status_counts (0003, 0011) now
-- also keeps, per status, the guests who replied themselves (responded_at is set only by a guest's
-- own reply, never by a host edit or a CSV import) and the guests per meal choice. A custom
-- migration: drizzle-kit does not generate functions or triggers.
CREATE OR REPLACE FUNCTION guest_meals_add(meals jsonb, choice text, delta integer) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN choice IS NULL OR choice = '' THEN meals
    WHEN coalesce((meals ->> choice)::integer, 0) + delta <= 0 THEN meals - choice
    ELSE jsonb_set(meals, ARRAY[choice], to_jsonb(coalesce((meals ->> choice)::integer, 0) + delta))
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE guest_status_counts
       SET guests = guests - 1,
           seats = seats - (1 + jsonb_array_length(OLD.plus_ones)),
           replied = replied - (OLD.responded_at IS NOT NULL)::integer,
           meals = guest_meals_add(meals, OLD.meal_choice, -1),
           updated_at = now()
     WHERE event_id = OLD.event_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO guest_status_counts (event_id, status, guests, seats, replied, meals)
    VALUES (NEW.event_id, NEW.status, 1, 1 + jsonb_array_length(NEW.plus_ones),
            (NEW.responded_at IS NOT NULL)::integer, guest_meals_add('{}'::jsonb, NEW.meal_choice, 1))
    ON CONFLICT (event_id, status) DO UPDATE
      SET guests = guest_status_counts.guests + 1,
          seats = guest_status_counts.seats + EXCLUDED.seats,
          replied = guest_status_counts.replied + EXCLUDED.replied,
          meals = guest_meals_add(guest_status_counts.meals, NEW.meal_choice, 1),
          updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS guests_status_counts ON guests;
--> statement-breakpoint
CREATE TRIGGER guests_status_counts
AFTER INSERT OR DELETE OR UPDATE OF status, plus_ones, event_id, responded_at, meal_choice ON guests
FOR EACH ROW EXECUTE FUNCTION guest_status_counts_apply();
--> statement-breakpoint
-- The rows that existed before: their replies and meals, counted once.
WITH replies AS (
  SELECT event_id, status, count(*) FILTER (WHERE responded_at IS NOT NULL)::integer AS replied
    FROM guests GROUP BY event_id, status
), meal_rows AS (
  SELECT event_id, status, meal_choice, count(*)::integer AS n
    FROM guests WHERE meal_choice IS NOT NULL AND meal_choice <> ''
   GROUP BY event_id, status, meal_choice
), meals AS (
  SELECT event_id, status, jsonb_object_agg(meal_choice, n) AS meals
    FROM meal_rows GROUP BY event_id, status
)
UPDATE guest_status_counts c
   SET replied = replies.replied, meals = coalesce(meals.meals, '{}'::jsonb)
  FROM replies LEFT JOIN meals USING (event_id, status)
 WHERE c.event_id = replies.event_id AND c.status = replies.status;
