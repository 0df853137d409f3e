CREATE TYPE "public"."peran" AS ENUM('Produsen', 'Pemeriksa', 'Walidata', 'Admin');--> statement-breakpoint
CREATE TYPE "public"."saluran_otp" AS ENUM('email', 'wa');--> statement-breakpoint
CREATE TYPE "public"."status_metadata" AS ENUM('DRAFT', 'QCQE_PROCESS', 'REVIEW', 'PUBLISHED', 'REJECTED', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."status_dokumen_kualitas" AS ENUM('DRAFT', 'PENDING', 'SIGNED', 'SUPERSEDED');--> statement-breakpoint
CREATE TYPE "public"."tipe_dokumen_kualitas" AS ENUM('QC', 'QE', 'QA');--> statement-breakpoint
CREATE TABLE "organisasi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"singkatan" text,
	"jenis" text,
	"tingkat" text DEFAULT 'pusat' NOT NULL,
	"kode_wilayah" text,
	"kota" text,
	"allow_lintas_org_reviewer" boolean DEFAULT false NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisasi_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "pengguna" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama_lengkap" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"peran" "peran" NOT NULL,
	"jabatan" text,
	"telepon" text,
	"organisasi_id" uuid NOT NULL,
	"otp_aktif" boolean DEFAULT false NOT NULL,
	"otp_saluran" "saluran_otp" DEFAULT 'email' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pengguna_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "status_metadata" DEFAULT 'DRAFT' NOT NULL,
	"pemilik_id" uuid NOT NULL,
	"organisasi_id" uuid NOT NULL,
	"judul" text NOT NULL,
	"abstrak" text NOT NULL,
	"tipe_data" text NOT NULL,
	"topik_kategori" text[] DEFAULT '{}'::text[] NOT NULL,
	"kata_kunci" text[] DEFAULT '{}'::text[] NOT NULL,
	"kata_kunci_teks" text DEFAULT '' NOT NULL,
	"bbox_barat" double precision NOT NULL,
	"bbox_timur" double precision NOT NULL,
	"bbox_selatan" double precision NOT NULL,
	"bbox_utara" double precision NOT NULL,
	"bbox" "box" GENERATED ALWAYS AS (box(point(bbox_barat, bbox_selatan), point(bbox_timur, bbox_utara))) STORED NOT NULL,
	"cari_teks" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, judul), 'A') || setweight(to_tsvector('simple'::regconfig, kata_kunci_teks), 'B') || setweight(to_tsvector('simple'::regconfig, abstrak), 'C')) STORED NOT NULL,
	"dokumen" jsonb NOT NULL,
	"versi" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dokumen_kualitas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metadata_id" uuid NOT NULL,
	"tipe" "tipe_dokumen_kualitas" NOT NULL,
	"status" "status_dokumen_kualitas" DEFAULT 'DRAFT' NOT NULL,
	"sesuai" boolean DEFAULT false NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"isi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pemeriksa_id" uuid,
	"organisasi_pemeriksa_id" uuid,
	"signed_at" timestamp with time zone,
	"signature_method" text,
	"signature_token_hash" text,
	"signature" text,
	"signed_payload" text,
	"pdf_sha256" text,
	"uploaded_doc" boolean DEFAULT false NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dokumen_kualitas_signature_token_hash_unique" UNIQUE("signature_token_hash")
);
--> statement-breakpoint
CREATE TABLE "standar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"judul" text NOT NULL,
	"nomor" text,
	"versi" text NOT NULL,
	"penerbit" text,
	"ringkasan" text DEFAULT '' NOT NULL,
	"isi" text DEFAULT '' NOT NULL,
	"terbit" boolean DEFAULT false NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standar_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "referensi" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis" text NOT NULL,
	"kode" text NOT NULL,
	"label" text NOT NULL,
	"urutan" integer NOT NULL,
	CONSTRAINT "referensi_jenis_kode_uq" UNIQUE("jenis","kode")
);
--> statement-breakpoint
CREATE TABLE "csw_pengaturan" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"judul" text NOT NULL,
	"abstrak" text DEFAULT '' NOT NULL,
	"nama_organisasi" text NOT NULL,
	"nama_kontak" text DEFAULT '' NOT NULL,
	"jabatan" text DEFAULT '' NOT NULL,
	"telepon" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"jam_layanan" text DEFAULT '' NOT NULL,
	"instruksi_kontak" text DEFAULT '' NOT NULL,
	"peran_kontak" text DEFAULT 'pointOfContact' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csw_pengaturan_satu_baris" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"pengguna_id" uuid,
	"aksi" text NOT NULL,
	"entitas" text NOT NULL,
	"entitas_id" text NOT NULL,
	"dari" text,
	"ke" text,
	"catatan" text,
	"data" jsonb
);
--> statement-breakpoint
ALTER TABLE "pengguna" ADD CONSTRAINT "pengguna_organisasi_id_organisasi_id_fk" FOREIGN KEY ("organisasi_id") REFERENCES "public"."organisasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata" ADD CONSTRAINT "metadata_pemilik_id_pengguna_id_fk" FOREIGN KEY ("pemilik_id") REFERENCES "public"."pengguna"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata" ADD CONSTRAINT "metadata_organisasi_id_organisasi_id_fk" FOREIGN KEY ("organisasi_id") REFERENCES "public"."organisasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_kualitas" ADD CONSTRAINT "dokumen_kualitas_metadata_id_metadata_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_kualitas" ADD CONSTRAINT "dokumen_kualitas_pemeriksa_id_pengguna_id_fk" FOREIGN KEY ("pemeriksa_id") REFERENCES "public"."pengguna"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_kualitas" ADD CONSTRAINT "dokumen_kualitas_organisasi_pemeriksa_id_organisasi_id_fk" FOREIGN KEY ("organisasi_pemeriksa_id") REFERENCES "public"."organisasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_pengguna_id_pengguna_id_fk" FOREIGN KEY ("pengguna_id") REFERENCES "public"."pengguna"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pengguna_organisasi_idx" ON "pengguna" USING btree ("organisasi_id");--> statement-breakpoint
CREATE INDEX "metadata_publik_terbit_idx" ON "metadata" USING btree ("published_at" DESC NULLS LAST,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_bbox_idx" ON "metadata" USING gist ("bbox") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_cari_idx" ON "metadata" USING gin ("cari_teks") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_topik_idx" ON "metadata" USING gin ("topik_kategori") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tipe_idx" ON "metadata" USING btree ("tipe_data","published_at" DESC NULLS LAST) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_organisasi_idx" ON "metadata" USING btree ("organisasi_id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_pemilik_idx" ON "metadata" USING btree ("pemilik_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "metadata_organisasi_idx" ON "metadata" USING btree ("organisasi_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "metadata_status_idx" ON "metadata" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dokumen_kualitas_aktif_uq" ON "dokumen_kualitas" USING btree ("metadata_id","tipe") WHERE status <> 'SUPERSEDED';--> statement-breakpoint
CREATE INDEX "dokumen_kualitas_org_pemeriksa_idx" ON "dokumen_kualitas" USING btree ("organisasi_pemeriksa_id","status");--> statement-breakpoint
CREATE INDEX "referensi_jenis_urutan_idx" ON "referensi" USING btree ("jenis","urutan");--> statement-breakpoint
CREATE INDEX "audit_log_entitas_idx" ON "audit_log" USING btree ("entitas","entitas_id","waktu");