CREATE TABLE "status_panen" (
	"url" text NOT NULL,
	"organisasi_id" uuid NOT NULL,
	"status_rekaman" text NOT NULL,
	"keadaan" text DEFAULT 'berjalan' NOT NULL,
	"berikutnya" integer DEFAULT 1 NOT NULL,
	"cocok" integer DEFAULT 0 NOT NULL,
	"diimpor" integer DEFAULT 0 NOT NULL,
	"diperbarui" integer DEFAULT 0 NOT NULL,
	"tidak_berubah" integer DEFAULT 0 NOT NULL,
	"ditolak" integer DEFAULT 0 NOT NULL,
	"dilewati" integer DEFAULT 0 NOT NULL,
	"galat_terakhir" text,
	"mulai_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diperbarui_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_panen_url_organisasi_id_pk" PRIMARY KEY("url","organisasi_id"),
	CONSTRAINT "status_panen_keadaan_sah" CHECK ("status_panen"."keadaan" in ('berjalan', 'gagal', 'selesai')),
	CONSTRAINT "status_panen_status_sah" CHECK ("status_panen"."status_rekaman" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "status_panen" ADD CONSTRAINT "status_panen_organisasi_id_organisasi_id_fk" FOREIGN KEY ("organisasi_id") REFERENCES "public"."organisasi"("id") ON DELETE cascade ON UPDATE no action;