CREATE TABLE "token_reset_sandi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pengguna_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kedaluwarsa_at" timestamp with time zone NOT NULL,
	"dipakai_at" timestamp with time zone,
	CONSTRAINT "token_reset_sandi_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "token_reset_sandi" ADD CONSTRAINT "token_reset_sandi_pengguna_id_pengguna_id_fk" FOREIGN KEY ("pengguna_id") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_reset_sandi_pengguna_idx" ON "token_reset_sandi" USING btree ("pengguna_id");