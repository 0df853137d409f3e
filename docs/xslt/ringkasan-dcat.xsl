<?xml version="1.0" encoding="UTF-8"?>
<!--
  Contoh stylesheet untuk unduhan publik format=xslt (XSLT_STYLESHEET_PATH=docs/xslt/ringkasan-dcat.xsl).
  Masukan: rekaman ISO 19115-3:2016 (mdb/1.0, profil SNI 8843-1:2019) yang dirender GeoKatalog.
  Keluaran: ringkasan DCAT (RDF/XML) satu dataset: judul, abstrak, pengenal, kata kunci, tema, cakupan
  ruang (WKT) dan waktu, penerbit, lisensi, bahasa dan distribusi daring.
  XSLT 1.0 saja, tanpa xsl:import/include atau document(): pemroses di server menolak sumber luar.
-->
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/1.0"
  xmlns:mcc="http://standards.iso.org/iso/19115/-3/mcc/1.0"
  xmlns:mri="http://standards.iso.org/iso/19115/-3/mri/1.0"
  xmlns:cit="http://standards.iso.org/iso/19115/-3/cit/1.0"
  xmlns:gex="http://standards.iso.org/iso/19115/-3/gex/1.0"
  xmlns:mco="http://standards.iso.org/iso/19115/-3/mco/1.0"
  xmlns:mrd="http://standards.iso.org/iso/19115/-3/mrd/1.0"
  xmlns:lan="http://standards.iso.org/iso/19115/-3/lan/1.0"
  xmlns:gco="http://standards.iso.org/iso/19115/-3/gco/1.0"
  xmlns:gml="http://www.opengis.net/gml/3.2"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  xmlns:dcat="http://www.w3.org/ns/dcat#"
  xmlns:dct="http://purl.org/dc/terms/"
  xmlns:foaf="http://xmlns.com/foaf/0.1/"
  xmlns:locn="http://www.w3.org/ns/locn#"
  exclude-result-prefixes="mdb mcc mri cit gex mco mrd lan gco gml">

  <xsl:output method="xml" encoding="UTF-8" indent="yes"/>

  <xsl:template match="/">
    <rdf:RDF>
      <xsl:apply-templates select="mdb:MD_Metadata"/>
    </rdf:RDF>
  </xsl:template>

  <xsl:template match="mdb:MD_Metadata">
    <xsl:variable name="idf" select="mdb:identificationInfo/mri:MD_DataIdentification"/>
    <dcat:Dataset>
      <dct:identifier>
        <xsl:value-of select="mdb:metadataIdentifier/mcc:MD_Identifier/mcc:code/gco:CharacterString"/>
      </dct:identifier>
      <dct:title>
        <xsl:value-of select="$idf/mri:citation/cit:CI_Citation/cit:title/gco:CharacterString"/>
      </dct:title>
      <dct:description>
        <xsl:value-of select="$idf/mri:abstract/gco:CharacterString"/>
      </dct:description>
      <xsl:for-each select="$idf/mri:citation/cit:CI_Citation/cit:date/cit:CI_Date[cit:dateType/cit:CI_DateTypeCode/@codeListValue = 'publication']">
        <dct:issued><xsl:value-of select="cit:date/*"/></dct:issued>
      </xsl:for-each>
      <xsl:for-each select="mdb:dateInfo/cit:CI_Date[cit:dateType/cit:CI_DateTypeCode/@codeListValue = 'revision']">
        <dct:modified><xsl:value-of select="cit:date/*"/></dct:modified>
      </xsl:for-each>
      <xsl:for-each select="$idf/mri:descriptiveKeywords/mri:MD_Keywords/mri:keyword/gco:CharacterString">
        <dcat:keyword><xsl:value-of select="."/></dcat:keyword>
      </xsl:for-each>
      <xsl:for-each select="$idf/mri:topicCategory/mri:MD_TopicCategoryCode">
        <dcat:theme rdf:resource="{concat('http://inspire.ec.europa.eu/metadata-codelist/TopicCategory/', .)}"/>
      </xsl:for-each>
      <xsl:for-each select="$idf/mri:defaultLocale/lan:PT_Locale/lan:language/lan:LanguageCode | $idf/mri:otherLocale/lan:PT_Locale/lan:language/lan:LanguageCode">
        <dct:language><xsl:value-of select="@codeListValue"/></dct:language>
      </xsl:for-each>
      <xsl:apply-templates select="$idf/mri:extent/gex:EX_Extent"/>
      <xsl:for-each select="$idf/mri:pointOfContact/cit:CI_Responsibility[cit:role/cit:CI_RoleCode/@codeListValue = 'publisher']/cit:party/cit:CI_Organisation">
        <dct:publisher>
          <foaf:Organization>
            <foaf:name><xsl:value-of select="cit:name/gco:CharacterString"/></foaf:name>
          </foaf:Organization>
        </dct:publisher>
      </xsl:for-each>
      <xsl:for-each select="$idf/mri:resourceConstraints/mco:MD_LegalConstraints[mco:useConstraints]/mco:otherConstraints/gco:CharacterString">
        <dct:license><xsl:value-of select="."/></dct:license>
      </xsl:for-each>
      <xsl:for-each select="mdb:distributionInfo/mrd:MD_Distribution/mrd:transferOptions/mrd:MD_DigitalTransferOptions/mrd:onLine/cit:CI_OnlineResource">
        <dcat:distribution>
          <dcat:Distribution>
            <dcat:accessURL rdf:resource="{cit:linkage/gco:CharacterString}"/>
            <xsl:if test="cit:name">
              <dct:title><xsl:value-of select="cit:name/gco:CharacterString"/></dct:title>
            </xsl:if>
            <xsl:if test="cit:protocol">
              <dct:format><xsl:value-of select="cit:protocol/gco:CharacterString"/></dct:format>
            </xsl:if>
          </dcat:Distribution>
        </dcat:distribution>
      </xsl:for-each>
    </dcat:Dataset>
  </xsl:template>

  <!-- the bounding box as a WKT polygon (GeoDCAT-AP style), the period as dct:PeriodOfTime -->
  <xsl:template match="gex:EX_Extent">
    <xsl:for-each select="gex:geographicElement/gex:EX_GeographicBoundingBox">
      <xsl:variable name="w" select="gex:westBoundLongitude/gco:Decimal"/>
      <xsl:variable name="e" select="gex:eastBoundLongitude/gco:Decimal"/>
      <xsl:variable name="s" select="gex:southBoundLatitude/gco:Decimal"/>
      <xsl:variable name="n" select="gex:northBoundLatitude/gco:Decimal"/>
      <dct:spatial>
        <dct:Location>
          <locn:geometry>
            <xsl:value-of select="concat('POLYGON((', $w, ' ', $s, ',', $e, ' ', $s, ',', $e, ' ', $n, ',', $w, ' ', $n, ',', $w, ' ', $s, '))')"/>
          </locn:geometry>
        </dct:Location>
      </dct:spatial>
    </xsl:for-each>
    <xsl:for-each select="gex:temporalElement/gex:EX_TemporalExtent/gex:extent/gml:TimePeriod">
      <dct:temporal>
        <dct:PeriodOfTime>
          <xsl:if test="normalize-space(gml:beginPosition) != ''">
            <dcat:startDate><xsl:value-of select="gml:beginPosition"/></dcat:startDate>
          </xsl:if>
          <xsl:if test="normalize-space(gml:endPosition) != ''">
            <dcat:endDate><xsl:value-of select="gml:endPosition"/></dcat:endDate>
          </xsl:if>
        </dct:PeriodOfTime>
      </dct:temporal>
    </xsl:for-each>
  </xsl:template>
</xsl:stylesheet>
