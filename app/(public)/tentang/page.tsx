import { HalamanInfo, metadataHalamanInfo } from "@/components/HalamanInfo";

export const dynamic = "force-dynamic";
export const metadata = metadataHalamanInfo("tentang");

export default function HalamanTentang() {
  return <HalamanInfo kunci="tentang" />;
}
