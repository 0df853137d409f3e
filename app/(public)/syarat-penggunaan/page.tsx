import { HalamanInfo, metadataHalamanInfo } from "@/components/HalamanInfo";

export const dynamic = "force-dynamic";
export const metadata = metadataHalamanInfo("syaratPenggunaan");

export default function HalamanSyaratPenggunaan() {
  return <HalamanInfo kunci="syaratPenggunaan" />;
}
