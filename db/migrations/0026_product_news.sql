CREATE TABLE "product_news_deliveries" (
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_news_deliveries_news_id_user_id_pk" PRIMARY KEY("news_id","user_id"),
	CONSTRAINT "product_news_deliveries_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "product_news_deliveries" ADD CONSTRAINT "product_news_deliveries_news_id_admin_audit_log_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."admin_audit_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_news_deliveries" ADD CONSTRAINT "product_news_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;