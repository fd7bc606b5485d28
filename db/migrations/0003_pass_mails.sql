CREATE TABLE "pass_mails" (
	"guest_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pass_mails" ADD CONSTRAINT "pass_mails_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_mails" ADD CONSTRAINT "pass_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;