CREATE TABLE "identitas_situs" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nama_katalog" text NOT NULL,
	"nama_instansi" text DEFAULT '' NOT NULL,
	"alamat" text DEFAULT '' NOT NULL,
	"telepon" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tentang" text DEFAULT '' NOT NULL,
	"kebijakan_privasi" text DEFAULT '' NOT NULL,
	"syarat_penggunaan" text DEFAULT '' NOT NULL,
	"logo_kunci" text,
	"logo_tipe" text,
	"favicon_kunci" text,
	"favicon_tipe" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identitas_situs_satu_baris" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "dokumen_kualitas" ADD COLUMN "nomor_urut" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "dokumen_kualitas" ADD CONSTRAINT "dokumen_kualitas_nomor_urut_unique" UNIQUE("nomor_urut");