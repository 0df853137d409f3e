import { HalamanInfo, metadataHalamanInfo } from "@/components/HalamanInfo";

export const dynamic = "force-dynamic";
export const metadata = metadataHalamanInfo("kebijakanPrivasi");

export default function HalamanKebijakanPrivasi() {
  return <HalamanInfo kunci="kebijakanPrivasi" />;
}
