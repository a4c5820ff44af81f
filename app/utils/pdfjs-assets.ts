// Where the server serves pdf.js's own data files for the builder's page drawings (server/pdfjs-fonts.ts): the
// standard fonts a PDF names without embedding them (Times, Helvetica, Courier and the like).
export const PDFJS_STANDARD_FONTS_PATH = '/pdfjs/standard_fonts/';
