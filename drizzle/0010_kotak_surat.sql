CREATE TABLE "kotak_surat" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"antrean_id" bigint NOT NULL,
	"saluran" "saluran_pesan" NOT NULL,
	"tujuan" text NOT NULL,
	"jenis" text NOT NULL,
	"subjek" text DEFAULT '' NOT NULL,
	"isi" text NOT NULL,
	"diterima_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kotak_surat_antrean_id_unique" UNIQUE("antrean_id")
);
--> statement-breakpoint
CREATE INDEX "kotak_surat_diterima_idx" ON "kotak_surat" USING btree ("diterima_at");