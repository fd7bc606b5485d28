ALTER TABLE "cancelled_events" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cancelled_events" ALTER COLUMN "date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cancelled_events" ADD COLUMN "host_id" uuid;--> statement-breakpoint
ALTER TABLE "cancelled_events" ADD CONSTRAINT "cancelled_events_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancelled_events_host_idx" ON "cancelled_events" USING btree ("host_id");