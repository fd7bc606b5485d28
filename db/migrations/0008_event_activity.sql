CREATE TABLE "event_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"count" integer,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "event_activity" ADD CONSTRAINT "event_activity_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activity" ADD CONSTRAINT "event_activity_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_activity_event_at_idx" ON "event_activity" USING btree ("event_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_activity_actor_idx" ON "event_activity" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "event_activity_at_idx" ON "event_activity" USING btree ("at");