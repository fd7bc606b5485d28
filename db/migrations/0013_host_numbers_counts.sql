ALTER TABLE "guest_status_counts" ADD COLUMN "replied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_status_counts" ADD COLUMN "meals" jsonb DEFAULT '{}'::jsonb NOT NULL;