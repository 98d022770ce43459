CREATE TABLE "topic_real_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"content_id" text,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_shortcuts" (
	"label" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_contents" (
	"series_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "series_contents_series_id_content_id_pk" PRIMARY KEY("series_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "campaign_info" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "topic_real_pictures" ADD CONSTRAINT "topic_real_pictures_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_real_pictures" ADD CONSTRAINT "topic_real_pictures_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_shortcuts" ADD CONSTRAINT "topic_shortcuts_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_contents" ADD CONSTRAINT "series_contents_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_contents" ADD CONSTRAINT "series_contents_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_real_pictures_topic_idx" ON "topic_real_pictures" USING btree ("topic_id","position");--> statement-breakpoint
CREATE INDEX "topic_shortcuts_topic_idx" ON "topic_shortcuts" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "series_author_updated_idx" ON "series" USING btree ("author_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "series_contents_order_idx" ON "series_contents" USING btree ("series_id","position");--> statement-breakpoint
CREATE INDEX "series_contents_content_idx" ON "series_contents" USING btree ("content_id");