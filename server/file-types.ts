/**
 * Recognises uploads by their content, not their name, with the well-kept `file-type` package: PDF by its
 * header, DOCX as a ZIP whose content types name a Word document, DOC as an OLE2 compound file (the format of
 * Word 97–2003; file-type names it `cfb` and cannot tell it from the other Office 97 formats, nor could a
 * signature check).
 */
import { fileTypeFromBuffer } from "file-type";

export type DocumentType = "pdf" | "doc" | "docx";

export const CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const BY_EXTENSION: Partial<Record<string, DocumentType>> = { pdf: "pdf", cfb: "doc", docx: "docx" };

export async function detectDocumentType(content: Uint8Array): Promise<DocumentType | undefined> {
  const detected = await fileTypeFromBuffer(content);
  return detected ? BY_EXTENSION[detected.ext] : undefined;
}
