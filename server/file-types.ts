/**
 * Recognises uploads by their content, not their name: PDF by its `%PDF-` header, DOC by the OLE2 compound
 * file signature, DOCX as a ZIP archive whose central directory lists `word/document.xml`.
 */
export type DocumentType = "pdf" | "doc" | "docx";

export const CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const PDF = Buffer.from("%PDF-");
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;

export function detectDocumentType(content: Buffer): DocumentType | undefined {
  if (content.subarray(0, PDF.length).equals(PDF)) return "pdf";
  if (content.subarray(0, OLE2.length).equals(OLE2)) return "doc";
  if (content.subarray(0, ZIP_LOCAL.length).equals(ZIP_LOCAL) && zipEntryNames(content).includes("word/document.xml"))
    return "docx";
  return undefined;
}

/** The file names in a ZIP's central directory (empty when the archive is malformed). */
export function zipEntryNames(zip: Buffer): string[] {
  if (zip.length < 22) return [];
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KB.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let offset = zip.length - 22; offset >= searchFrom; offset--) {
    if (zip.readUInt32LE(offset) === ZIP_END) {
      end = offset;
      break;
    }
  }
  if (end < 0) return [];
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (offset >= zip.length) return [];
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== ZIP_CENTRAL) return [];
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
