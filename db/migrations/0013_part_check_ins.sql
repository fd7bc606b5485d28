CREATE TABLE "part_check_ins" (
	"guest_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"party" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_check_ins_guest_id_part_id_pk" PRIMARY KEY("guest_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "part_check_ins" ADD CONSTRAINT "part_check_ins_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_check_ins" ADD CONSTRAINT "part_check_ins_part_id_event_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."event_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_check_ins" ADD CONSTRAINT "part_check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_check_ins_part_time_idx" ON "part_check_ins" USING btree ("part_id","checked_in_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "part_check_ins_event_idx" ON "part_check_ins" USING btree ("event_id");