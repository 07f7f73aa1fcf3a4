// svg-to-pdfkit ships no types: one function that draws an SVG string onto a PDFKit document.
declare module 'svg-to-pdfkit' {
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: { width?: number; height?: number; preserveAspectRatio?: string },
  ): void;
  export default SVGtoPDF;
}
