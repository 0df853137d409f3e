import type { PeranPengguna } from "@/lib/metadata/kode";
import type { Acak } from "./prng";

// Common Indonesian given names and family/second names, combined at random: no real person is meant.
const NAMA_DEPAN = [
  "Agus", "Andi", "Ani", "Arief", "Ayu", "Bambang", "Budi", "Dewi", "Dian", "Dimas", "Eko", "Endah", "Fajar",
  "Fitri", "Gita", "Hadi", "Hendra", "Ika", "Indah", "Irfan", "Joko", "Kartika", "Lestari", "Made", "Maria",
  "Muhammad", "Nanda", "Novi", "Nur", "Putu", "Rahmat", "Ratna", "Reza", "Rina", "Rizki", "Sari", "Siti",
  "Slamet", "Sri", "Taufik", "Teguh", "Wahyu", "Wayan", "Wulan", "Yanti", "Yohanes", "Yusuf",
] as const;

const NAMA_BELAKANG = [
  "Aditya", "Anggraini", "Firmansyah", "Gunawan", "Hakim", "Handayani", "Harahap", "Hidayat", "Kurniawan",
  "Lubis", "Mahendra", "Maulana", "Nasution", "Nugroho", "Pangaribuan", "Permana", "Pratama", "Prasetyo",
  "Purnamasari", "Putri", "Rahayu", "Ramadhan", "Saputra", "Setiawan", "Simanjuntak", "Siregar", "Sitompul",
  "Suryadi", "Susanto", "Syahputra", "Tambunan", "Utami", "Wibowo", "Wijaya", "Wulandari", "Yulianti",
] as const;

const JABATAN: Record<PeranPengguna, readonly string[]> = {
  Produsen: [
    "Surveyor Pemetaan Ahli Pertama",
    "Surveyor Pemetaan Ahli Muda",
    "Analis Data dan Informasi",
    "Pranata Komputer Ahli Pertama",
  ],
  Pemeriksa: ["Surveyor Pemetaan Ahli Madya", "Analis Kebijakan Ahli Muda", "Pranata Komputer Ahli Muda"],
  Walidata: [
    "Kepala Bidang Data dan Informasi",
    "Kepala Subbagian Data dan Informasi",
    "Pranata Komputer Ahli Madya",
  ],
  Admin: ["Administrator Sistem Informasi"],
};

/** A plausible Indonesian full name (two parts; sometimes three). */
export function namaAcak(acak: Acak): string {
  const bagian = [acak.pilih(NAMA_DEPAN), acak.pilih(NAMA_BELAKANG)];
  if (acak.peluang(0.25)) bagian.splice(1, 0, acak.pilih(NAMA_DEPAN));
  return [...new Set(bagian)].join(" ");
}

/** A civil-service position title fitting the role. */
export function jabatanAcak(acak: Acak, peran: PeranPengguna): string {
  return acak.pilih(JABATAN[peran]);
}
