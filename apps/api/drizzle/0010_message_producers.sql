CREATE TABLE "comment_mentions" (
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"start_index" integer NOT NULL,
	"end_index" integer NOT NULL,
	CONSTRAINT "comment_mentions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "creator_rankings" (
	"period" text NOT NULL,
	"user_id" text NOT NULL,
	"rank" integer NOT NULL,
	"score" integer NOT NULL,
	"wants" integer NOT NULL,
	"likes" integer NOT NULL,
	CONSTRAINT "creator_rankings_period_user_id_pk" PRIMARY KEY("period","user_id"),
	CONSTRAINT "creator_rankings_period_rank" UNIQUE("period","rank")
);
--> statement-breakpoint
CREATE TABLE "prize_awards" (
	"content_id" text NOT NULL,
	"prize_rank" text NOT NULL,
	"topic_id" text NOT NULL,
	"outcome" integer NOT NULL,
	"awarded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_awards_content_id_prize_rank_pk" PRIMARY KEY("content_id","prize_rank"),
	CONSTRAINT "prize_awards_outcome" CHECK ("prize_awards"."outcome" in (19, 20, 21))
);
--> statement-breakpoint
CREATE TABLE "ranking_publications" (
	"period" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rankings" ADD CONSTRAINT "creator_rankings_period_ranking_publications_period_fk" FOREIGN KEY ("period") REFERENCES "public"."ranking_publications"("period") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rankings" ADD CONSTRAINT "creator_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD CONSTRAINT "prize_awards_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD CONSTRAINT "prize_awards_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD CONSTRAINT "prize_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_publications" ADD CONSTRAINT "ranking_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_mentions_user_idx" ON "comment_mentions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "creator_rankings_user_idx" ON "creator_rankings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prize_awards_topic_idx" ON "prize_awards" USING btree ("topic_id");