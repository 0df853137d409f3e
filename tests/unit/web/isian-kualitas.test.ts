import { describe, expect, it } from "vitest";
import { MasukanQa, MasukanQc, MasukanQe } from "@/lib/quality/isi";
import { badanSimpan, evaluasiKosong, isianAwal, itemKosong, masalahIsian } from "@/lib/web/dasbor/isian-kualitas";

const tanpaDokumen = { dokumen: null, saran: {} };

describe("QC/QE/QA panel form state", () => {
  it("starts QE with one empty row when there is neither a draft nor a report", () => {
    expect(isianAwal("QE", tanpaDokumen).evaluasi).toEqual([evaluasiKosong()]);
    expect(isianAwal("QC", tanpaDokumen)).toMatchObject({ itemManual: [], catatan: "" });
  });

  it("names an empty manual item instead of dropping it", () => {
    const f = isianAwal("QC", tanpaDokumen);
    f.itemManual = [{ ...itemKosong(), label: "Topologi" }, itemKosong(), { ...itemKosong(), label: "  ", catatan: "hanya catatan" }];
    expect(masalahIsian("QC", f)).toEqual([
      "Uraian butir manual 2 wajib diisi; isi uraiannya atau hapus butir itu.",
      "Uraian butir manual 3 wajib diisi; isi uraiannya atau hapus butir itu.",
    ]);
    expect(masalahIsian("QA", f)).toHaveLength(2);
    f.itemManual = [{ ...itemKosong(), label: "Topologi" }];
    expect(masalahIsian("QC", f)).toEqual([]);
  });

  it("builds bodies the API's own schemas accept: trimmed, empty QE rows dropped, empty optionals absent", () => {
    const f = isianAwal("QE", tanpaDokumen);
    f.catatan = "  ";
    f.itemManual = [{ label: "  Topologi bersih ", lulus: true, wajib: true, catatan: "" }];
    f.evaluasi = [{ ...evaluasiKosong(), elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", ukuran: " Unsur hilang ", nilai: "0.2", lulus: true }, evaluasiKosong()];
    const qc = badanSimpan("QC", f);
    expect(qc).toEqual({ itemManual: [{ label: "Topologi bersih", lulus: true, wajib: true, catatan: undefined }], catatan: undefined });
    expect(MasukanQc.safeParse(JSON.parse(JSON.stringify(qc))).success).toBe(true);
    const qe = badanSimpan("QE", f);
    expect(qe.evaluasi).toEqual([{ elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", ukuran: "Unsur hilang", nilai: "0.2", satuan: undefined, spesifikasi: undefined, penjelasan: undefined, lulus: true }]);
    expect(MasukanQe.safeParse(JSON.parse(JSON.stringify(qe))).success).toBe(true);
    f.keputusan = "tolak";
    f.catatan = "Abstrak tidak sesuai data.";
    expect(MasukanQa.safeParse(JSON.parse(JSON.stringify(badanSimpan("QA", f)))).data).toMatchObject({ keputusan: "tolak", catatan: "Abstrak tidak sesuai data." });
  });

  it("sends a half-filled row as it is, so the API names the missing field", () => {
    const f = isianAwal("QE", tanpaDokumen);
    f.evaluasi = [{ ...evaluasiKosong(), ukuran: "CE90" }];
    const hasil = MasukanQe.safeParse(JSON.parse(JSON.stringify(badanSimpan("QE", f))));
    expect(hasil.success).toBe(false);
    expect(hasil.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["evaluasi.0.elemen", "evaluasi.0.nilai"]));
  });
});
