CREATE TABLE "asal_panen" (
	"metadata_id" uuid PRIMARY KEY NOT NULL,
	"sumber_id" uuid,
	"pengenal_sumber" text NOT NULL,
	"url_rekaman" text NOT NULL,
	"dipanen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sidik" text NOT NULL,
	"jalan_terakhir_id" uuid,
	"dilepas" boolean DEFAULT false NOT NULL,
	"dilepas_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catatan_panen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jalan_id" uuid NOT NULL,
	"jenis" text NOT NULL,
	"pengenal" text,
	"metadata_id" uuid,
	"alasan" text[] DEFAULT '{}'::text[] NOT NULL,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jalan_panen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sumber_id" uuid NOT NULL,
	"keadaan" text DEFAULT 'antri' NOT NULL,
	"penuh" boolean DEFAULT true NOT NULL,
	"sejak" timestamp with time zone,
	"pemicu" text DEFAULT 'manual' NOT NULL,
	"diminta_oleh" uuid,
	"dilihat" integer DEFAULT 0 NOT NULL,
	"baru" integer DEFAULT 0 NOT NULL,
	"diperbarui" integer DEFAULT 0 NOT NULL,
	"tidak_berubah" integer DEFAULT 0 NOT NULL,
	"ditolak" integer DEFAULT 0 NOT NULL,
	"dipensiunkan" integer DEFAULT 0 NOT NULL,
	"posisi" integer DEFAULT 1 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"halaman" integer DEFAULT 0 NOT NULL,
	"halaman_gagal" integer DEFAULT 0 NOT NULL,
	"galat" text,
	"batal_diminta" boolean DEFAULT false NOT NULL,
	"pemegang" text,
	"sewa_sampai" timestamp with time zone,
	"dibuat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mulai_at" timestamp with time zone,
	"selesai_at" timestamp with time zone,
	CONSTRAINT "jalan_panen_keadaan_sah" CHECK ("jalan_panen"."keadaan" in ('antri', 'berjalan', 'selesai', 'gagal', 'dibatalkan'))
);
--> statement-breakpoint
CREATE TABLE "sumber_panen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama" text NOT NULL,
	"jenis" text NOT NULL,
	"url" text NOT NULL,
	"organisasi_id" uuid NOT NULL,
	"batasan" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skema_keluaran" text DEFAULT 'gmd' NOT NULL,
	"jadwal" jsonb DEFAULT '{"jenis":"manual"}'::jsonb NOT NULL,
	"mode_terbit" text DEFAULT 'DRAFT' NOT NULL,
	"kebijakan_hilang" text DEFAULT 'pensiun' NOT NULL,
	"kredensial_pengguna" text,
	"kredensial_sandi" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"berikutnya_at" timestamp with time zone,
	"sukses_terakhir_at" timestamp with time zone,
	"penuh_terakhir_at" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sumber_panen_jenis_sah" CHECK ("sumber_panen"."jenis" in ('csw-geonetwork', 'csw-pycsw', 'csw-geoserver', 'csw-esri', 'csw-geokatalog', 'waf')),
	CONSTRAINT "sumber_panen_skema_sah" CHECK ("sumber_panen"."skema_keluaran" in ('gmd', '19115-3')),
	CONSTRAINT "sumber_panen_mode_sah" CHECK ("sumber_panen"."mode_terbit" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "sumber_panen_hilang_sah" CHECK ("sumber_panen"."kebijakan_hilang" in ('pensiun', 'hapus'))
);
--> statement-breakpoint
ALTER TABLE "asal_panen" ADD CONSTRAINT "asal_panen_metadata_id_metadata_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asal_panen" ADD CONSTRAINT "asal_panen_sumber_id_sumber_panen_id_fk" FOREIGN KEY ("sumber_id") REFERENCES "public"."sumber_panen"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catatan_panen" ADD CONSTRAINT "catatan_panen_jalan_id_jalan_panen_id_fk" FOREIGN KEY ("jalan_id") REFERENCES "public"."jalan_panen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jalan_panen" ADD CONSTRAINT "jalan_panen_sumber_id_sumber_panen_id_fk" FOREIGN KEY ("sumber_id") REFERENCES "public"."sumber_panen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jalan_panen" ADD CONSTRAINT "jalan_panen_diminta_oleh_pengguna_id_fk" FOREIGN KEY ("diminta_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sumber_panen" ADD CONSTRAINT "sumber_panen_organisasi_id_organisasi_id_fk" FOREIGN KEY ("organisasi_id") REFERENCES "public"."organisasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sumber_panen" ADD CONSTRAINT "sumber_panen_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asal_panen_sumber_pengenal_uq" ON "asal_panen" USING btree ("sumber_id","pengenal_sumber");--> statement-breakpoint
CREATE INDEX "asal_panen_sumber_jalan_idx" ON "asal_panen" USING btree ("sumber_id","jalan_terakhir_id");--> statement-breakpoint
CREATE INDEX "catatan_panen_jalan_idx" ON "catatan_panen" USING btree ("jalan_id","id");--> statement-breakpoint
CREATE INDEX "jalan_panen_sumber_idx" ON "jalan_panen" USING btree ("sumber_id","dibuat_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jalan_panen_klaim_idx" ON "jalan_panen" USING btree ("keadaan","dibuat_at") WHERE keadaan in ('antri', 'berjalan');--> statement-breakpoint
CREATE UNIQUE INDEX "jalan_panen_aktif_uq" ON "jalan_panen" USING btree ("sumber_id") WHERE keadaan in ('antri', 'berjalan');--> statement-breakpoint
CREATE INDEX "sumber_panen_organisasi_idx" ON "sumber_panen" USING btree ("organisasi_id");--> statement-breakpoint
CREATE INDEX "sumber_panen_jadwal_idx" ON "sumber_panen" USING btree ("berikutnya_at") WHERE aktif;