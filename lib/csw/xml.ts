/** Shared pieces of every CSW response document. */

export const DEKLARASI = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** xsi:schemaLocation of CSW 2.0.2 responses. */
export const LOKASI_CSW = "http://www.opengis.net/cat/csw/2.0.2 http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd";

export const CONTENT_TYPE_XML = "application/xml; charset=UTF-8";
