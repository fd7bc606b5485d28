CREATE TABLE "guest_status_counts" (
	"event_id" uuid NOT NULL,
	"status" text NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_status_counts_event_id_status_pk" PRIMARY KEY("event_id","status")
);
--> statement-breakpoint
ALTER TABLE "guest_status_counts" ADD CONSTRAINT "guest_status_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;