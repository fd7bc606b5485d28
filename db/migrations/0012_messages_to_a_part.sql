ALTER TABLE "attendee_reminders" ADD COLUMN "part_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD COLUMN "part_id" uuid;--> statement-breakpoint
ALTER TABLE "attendee_reminders" ADD CONSTRAINT "attendee_reminders_part_id_event_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."event_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_part_id_event_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."event_parts"("id") ON DELETE set null ON UPDATE no action;