CREATE TYPE "public"."saluran_pesan" AS ENUM('email', 'wa');--> statement-breakpoint
CREATE TYPE "public"."status_pesan" AS ENUM('MENUNGGU', 'TERKIRIM', 'GAGAL');--> statement-breakpoint
CREATE TABLE "login_tertunda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pengguna_id" uuid NOT NULL,
	"otp_hash" text NOT NULL,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kedaluwarsa_at" timestamp with time zone NOT NULL,
	"gagal" integer DEFAULT 0 NOT NULL,
	"dipakai_at" timestamp with time zone,
	"dibatalkan_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sesi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pengguna_id" uuid NOT NULL,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"aktif_terakhir_at" timestamp with time zone DEFAULT now() NOT NULL,
	"berakhir_at" timestamp with time zone NOT NULL,
	"dicabut_at" timestamp with time zone,
	"alasan_cabut" text
);
--> statement-breakpoint
CREATE TABLE "antrean_pesan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saluran" "saluran_pesan" NOT NULL,
	"tujuan" text NOT NULL,
	"jenis" text NOT NULL,
	"subjek" text DEFAULT '' NOT NULL,
	"isi" text NOT NULL,
	"rahasia" boolean DEFAULT false NOT NULL,
	"data" jsonb,
	"status" "status_pesan" DEFAULT 'MENUNGGU' NOT NULL,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"galat_terakhir" text,
	"jadwal_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dikunci_sampai" timestamp with time zone,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terkirim_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_konfirmasi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"metadata_id" uuid NOT NULL,
	"walidata_id" uuid NOT NULL,
	"aksi" text NOT NULL,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kedaluwarsa_at" timestamp with time zone NOT NULL,
	"dipakai_at" timestamp with time zone,
	CONSTRAINT "token_konfirmasi_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "salinan_dari" uuid;--> statement-breakpoint
ALTER TABLE "login_tertunda" ADD CONSTRAINT "login_tertunda_pengguna_id_pengguna_id_fk" FOREIGN KEY ("pengguna_id") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesi" ADD CONSTRAINT "sesi_pengguna_id_pengguna_id_fk" FOREIGN KEY ("pengguna_id") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_konfirmasi" ADD CONSTRAINT "token_konfirmasi_metadata_id_metadata_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_konfirmasi" ADD CONSTRAINT "token_konfirmasi_walidata_id_pengguna_id_fk" FOREIGN KEY ("walidata_id") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tertunda_pengguna_idx" ON "login_tertunda" USING btree ("pengguna_id");--> statement-breakpoint
CREATE INDEX "sesi_pengguna_aktif_idx" ON "sesi" USING btree ("pengguna_id") WHERE dicabut_at is null;--> statement-breakpoint
CREATE INDEX "antrean_pesan_menunggu_idx" ON "antrean_pesan" USING btree ("jadwal_at") WHERE status = 'MENUNGGU';--> statement-breakpoint
ALTER TABLE "metadata" ADD CONSTRAINT "metadata_salinan_dari_metadata_id_fk" FOREIGN KEY ("salinan_dari") REFERENCES "public"."metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_salinan_dari_uq" ON "metadata" USING btree ("salinan_dari");