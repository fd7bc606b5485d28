CREATE TABLE "gallery_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"guest_uploads" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "file_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "content_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "gallery_settings" ADD CONSTRAINT "gallery_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_event_status_created_idx" ON "gallery_items" USING btree ("event_id","status","created_at" DESC NULLS LAST);