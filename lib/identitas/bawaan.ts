/**
 * The identity before the Admin has saved one (or a field left at its default): the product's own name and
 * short honest pages, so a fresh catalogue never shows empty "Tentang" or privacy pages.
 */
export const IDENTITAS_BAWAAN = {
  namaKatalog: "GeoKatalog",
  namaInstansi: "",
  alamat: "",
  telepon: "",
  email: "",
  tentang: [
    "Katalog ini memuat metadata data geospasial instansi pemerintah Indonesia menurut ISO 19115 dan SNI 8843-1:2019.",
    "Setiap metadata yang diterbitkan telah melalui kendali mutu (QC), evaluasi kualitas data (QE), dan penjaminan mutu (QA)",
    "yang ditandatangani secara elektronik oleh pemeriksa dan walidata.",
    "",
    "Metadata dapat dicari di [Katalog](/katalog), dibaca oleh perangkat lunak SIG melalui layanan CSW 2.0.2, dan diunduh sebagai XML ISO.",
  ].join("\n"),
  kebijakanPrivasi: [
    "Pengunjung dapat mencari dan membaca katalog tanpa akun. Halaman publik tidak memasang kuki pelacak.",
    "",
    "Bagi pengguna yang masuk, katalog menyimpan nama, e-mail, jabatan, nomor telepon (bila diisi), serta catatan",
    "aktivitas pada metadata (jejak audit) untuk menjalankan alur kerja dan pertanggungjawaban tanda tangan elektronik.",
    "Data tersebut tidak dibagikan kepada pihak lain.",
  ].join("\n"),
  syaratPenggunaan: [
    "Metadata di katalog ini boleh dibaca, dikutip, dan diunduh. Sebutkan instansi pemilik data dan alamat metadata saat mengutip.",
    "Ketentuan penggunaan datanya sendiri mengikuti batasan yang tertulis pada masing-masing metadata.",
  ].join("\n"),
} as const;
