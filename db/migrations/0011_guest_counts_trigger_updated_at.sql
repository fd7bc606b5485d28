-- The trigger that keeps guest_status_counts (migration 0003) now also stamps updated_at, so the
-- counts table follows convention 6 like every other table. Same logic otherwise.
CREATE OR REPLACE FUNCTION guest_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE guest_status_counts
       SET guests = guests - 1, seats = seats - (1 + jsonb_array_length(OLD.plus_ones)), updated_at = now()
     WHERE event_id = OLD.event_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO guest_status_counts (event_id, status, guests, seats)
    VALUES (NEW.event_id, NEW.status, 1, 1 + jsonb_array_length(NEW.plus_ones))
    ON CONFLICT (event_id, status) DO UPDATE
      SET guests = guest_status_counts.guests + 1,
          seats = guest_status_counts.seats + EXCLUDED.seats,
          updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
