CREATE TABLE "feed_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"guest_interactions" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_likes" DROP CONSTRAINT "feed_likes_feed_item_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "feed_comments" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_likes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "media_file_key" text;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "media_width" integer;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "media_height" integer;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD CONSTRAINT "feed_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_items_event_public_created_idx" ON "feed_items" USING btree ("event_id","is_public","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feed_likes_item_user_idx" ON "feed_likes" USING btree ("feed_item_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_likes_item_guest_idx" ON "feed_likes" USING btree ("feed_item_id","guest_id");--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_one_author" CHECK (num_nonnulls("feed_comments"."author_id", "feed_comments"."guest_id") = 1);--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_one_liker" CHECK (num_nonnulls("feed_likes"."user_id", "feed_likes"."guest_id") = 1);