CREATE TABLE "product_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"content_id" text NOT NULL,
	"kind" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"region" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_releases_status_valid" CHECK ("product_releases"."status" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "product_releases_region_valid" CHECK ("product_releases"."region" in ('EN', 'CN')),
	CONSTRAINT "product_releases_price_positive" CHECK ("product_releases"."price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "release_id" text;--> statement-breakpoint
ALTER TABLE "product_releases" ADD CONSTRAINT "product_releases_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_releases" ADD CONSTRAINT "product_releases_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_releases" ADD CONSTRAINT "product_releases_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_releases_creator_idx" ON "product_releases" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "product_releases_status_idx" ON "product_releases" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_releases_one_pending_idx" ON "product_releases" USING btree ("content_id") WHERE "product_releases"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "product_releases_one_approved_idx" ON "product_releases" USING btree ("content_id") WHERE "product_releases"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_release_id_product_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."product_releases"("id") ON DELETE set null ON UPDATE no action;