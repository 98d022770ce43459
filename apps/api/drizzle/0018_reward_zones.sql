CREATE TABLE "reward_zones" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tz" text NOT NULL,
	"prev_tz" text,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reward_zones" ADD CONSTRAINT "reward_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;