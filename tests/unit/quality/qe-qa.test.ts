import { describe, expect, it } from "vitest";
import { evaluasiDariRekaman, MasukanQa, MasukanQe, susunQa, susunQe } from "@/lib/quality/isi";
import { rekamanBaik } from "./fixture";

const ev = (lulus: boolean, elemen = "DQ_CompletenessOmission") => ({
  elemen,
  metodeEvaluasi: "DQ_SampleBasedInspection",
  ukuran: "Persentase unsur hilang",
  nilai: lulus ? "0.4" : "7.5",
  satuan: "%",
  lulus,
});

describe("QE derivation", () => {
  it("counts conforming elements; conforms only when all do", () => {
    expect(susunQe(MasukanQe.parse({ evaluasi: [ev(true), ev(true, "DQ_TopologicalConsistency")] }))).toMatchObject({ passed: 2, total: 2, sesuai: true });
    expect(susunQe(MasukanQe.parse({ evaluasi: [ev(true), ev(false, "DQ_TopologicalConsistency")] }))).toMatchObject({ passed: 1, total: 2, sesuai: false });
  });

  it("an evaluation of nothing does not conform", () => {
    expect(susunQe(MasukanQe.parse({ evaluasi: [] }))).toMatchObject({ passed: 0, total: 0, sesuai: false });
  });

  it("accepts only DQ_ELEMEN and METOD_EVALUASI codes", () => {
    expect(MasukanQe.safeParse({ evaluasi: [{ ...ev(true), elemen: "DQ_Bogus" }] }).success).toBe(false);
    expect(MasukanQe.safeParse({ evaluasi: [{ ...ev(true), metodeEvaluasi: "tebakan" }] }).success).toBe(false);
  });

  it("drafts from the record's own ISO 19157 reports", () => {
    expect(evaluasiDariRekaman(rekamanBaik())).toEqual([
      expect.objectContaining({ elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", nilai: "0.5", satuan: "%", lulus: true }),
    ]);
  });
});

describe("QA derivation", () => {
  const qc = { tipe: "QC" as const, status: "SIGNED", sesuai: true };
  const qe = { tipe: "QE" as const, status: "SIGNED", sesuai: true };

  it("reviews QC and QE automatically; sesuai is the decision", () => {
    const qa = susunQa(MasukanQa.parse({ keputusan: "setujui" }), qc, qe);
    expect(qa).toMatchObject({ passed: 4, total: 4, sesuai: true });
    expect(qa.isi.item.map((i) => i.kode)).toEqual(["qc_ditandatangani", "qc_sesuai", "qe_ditandatangani", "qe_sesuai"]);
  });

  it("an unsigned or non-conforming QC/QE shows as failed items", () => {
    const qa = susunQa(MasukanQa.parse({ keputusan: "setujui", catatan: "Diterima dengan catatan." }), { ...qc, sesuai: false }, { ...qe, status: "PENDING" });
    expect(qa).toMatchObject({ passed: 1, total: 4, sesuai: true });
  });

  it("a rejection never conforms; manual items count", () => {
    const qa = susunQa(MasukanQa.parse({ keputusan: "tolak", catatan: "Abstrak kurang.", itemManual: [{ label: "Abstrak memadai", lulus: false }] }), qc, qe);
    expect(qa).toMatchObject({ passed: 4, total: 5, sesuai: false });
  });
});
