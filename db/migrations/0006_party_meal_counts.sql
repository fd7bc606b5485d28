-- Each +1 is a person (issue 34): the meals kept per status in guest_status_counts count every
-- person of a party, the guest's own meal_choice and each +1's in plus_one_answers, instead of one
-- meal per guest row. Existing rows have no +1 answers, so their counts stay as they are. A custom
-- migration: drizzle-kit does not generate functions or triggers.
CREATE FUNCTION public.guest_party_meals(meal_choice text, answers jsonb, sign integer) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    AS $$
  SELECT coalesce(jsonb_object_agg(choice, n * sign), '{}'::jsonb)
    FROM (SELECT choice, count(*)::integer AS n
            FROM (SELECT meal_choice AS choice
                  UNION ALL
                  SELECT a ->> 'mealChoice' FROM jsonb_array_elements(answers) AS a) AS people
           WHERE choice IS NOT NULL AND choice <> ''
           GROUP BY choice) AS c
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.guest_status_counts_apply() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE guest_status_counts
       SET guests = guests - 1,
           seats = seats - (1 + jsonb_array_length(OLD.plus_ones)),
           replied = replied - (OLD.responded_at IS NOT NULL)::integer,
           meals = guest_meals_merge(meals, guest_party_meals(OLD.meal_choice, OLD.plus_one_answers, -1)),
           updated_at = now()
     WHERE event_id = OLD.event_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO guest_status_counts (event_id, status, guests, seats, replied, meals)
    VALUES (NEW.event_id, NEW.status, 1, 1 + jsonb_array_length(NEW.plus_ones),
            (NEW.responded_at IS NOT NULL)::integer,
            guest_party_meals(NEW.meal_choice, NEW.plus_one_answers, 1))
    ON CONFLICT (event_id, status) DO UPDATE
      SET guests = guest_status_counts.guests + 1,
          seats = guest_status_counts.seats + EXCLUDED.seats,
          replied = guest_status_counts.replied + EXCLUDED.replied,
          meals = guest_meals_merge(guest_status_counts.meals, EXCLUDED.meals),
          updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.guest_status_counts_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO guest_status_counts (event_id, status, guests, seats, replied, meals)
  SELECT g.event_id, g.status, count(*)::integer,
         sum(1 + jsonb_array_length(g.plus_ones))::integer,
         (count(*) FILTER (WHERE g.responded_at IS NOT NULL))::integer,
         coalesce((SELECT jsonb_object_agg(c.choice, c.n)
                     FROM (SELECT p.key AS choice, sum(p.value::integer)::integer AS n
                             FROM inserted_guests m,
                                  jsonb_each_text(guest_party_meals(m.meal_choice, m.plus_one_answers, 1)) AS p
                            WHERE m.event_id = g.event_id AND m.status = g.status
                            GROUP BY p.key) AS c), '{}'::jsonb)
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
-- The row trigger fires for the columns the counts depend on, now the +1s' answers too.
DROP TRIGGER guests_status_counts ON public.guests;
--> statement-breakpoint
CREATE TRIGGER guests_status_counts AFTER DELETE OR UPDATE OF status, plus_ones, event_id, responded_at, meal_choice, plus_one_answers ON public.guests FOR EACH ROW EXECUTE FUNCTION public.guest_status_counts_apply();
