CREATE TABLE "showcase_posts" (
	"content_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "showcase_posts_position_positive" CHECK ("showcase_posts"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "third_login_attempts" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showcase_posts" ADD CONSTRAINT "showcase_posts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_posts" ADD CONSTRAINT "showcase_posts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_posts_position_idx" ON "showcase_posts" USING btree ("position");