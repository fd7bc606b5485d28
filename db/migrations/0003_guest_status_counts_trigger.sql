-- Keeps guest_status_counts exact on every insert, update and delete of guests (a custom
-- migration: drizzle-kit does not generate triggers). Seats are the guest plus their +1s.
CREATE OR REPLACE FUNCTION guest_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE guest_status_counts
       SET guests = guests - 1, seats = seats - (1 + jsonb_array_length(OLD.plus_ones))
     WHERE event_id = OLD.event_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO guest_status_counts (event_id, status, guests, seats)
    VALUES (NEW.event_id, NEW.status, 1, 1 + jsonb_array_length(NEW.plus_ones))
    ON CONFLICT (event_id, status) DO UPDATE
      SET guests = guest_status_counts.guests + 1, seats = guest_status_counts.seats + EXCLUDED.seats;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guests_status_counts
AFTER INSERT OR DELETE OR UPDATE OF status, plus_ones, event_id ON guests
FOR EACH ROW EXECUTE FUNCTION guest_status_counts_apply();
--> statement-breakpoint
INSERT INTO guest_status_counts (event_id, status, guests, seats)
SELECT event_id, status, count(*), sum(1 + jsonb_array_length(plus_ones))
  FROM guests GROUP BY event_id, status
ON CONFLICT (event_id, status) DO UPDATE SET guests = EXCLUDED.guests, seats = EXCLUDED.seats;
