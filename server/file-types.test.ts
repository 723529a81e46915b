import { describe, expect, it } from "vitest";
import { docBytes, docxBytes, exeBytes, pdfBytes, zipBytes } from "../tests/support/documents.ts";
import { detectDocumentType, zipEntryNames } from "./file-types.ts";

describe("detectDocumentType", () => {
  it("recognises PDF, DOC and DOCX by their content", () => {
    expect(detectDocumentType(pdfBytes())).toBe("pdf");
    expect(detectDocumentType(docBytes())).toBe("doc");
    expect(detectDocumentType(docxBytes())).toBe("docx");
  });

  it("refuses executables, plain ZIPs, text and empty files whatever their name", () => {
    expect(detectDocumentType(exeBytes())).toBeUndefined();
    expect(detectDocumentType(zipBytes({ "readme.txt": "hello", "word/other.xml": "<x/>" }))).toBeUndefined();
    expect(detectDocumentType(Buffer.from("Dear team, please find my CV."))).toBeUndefined();
    expect(detectDocumentType(Buffer.alloc(0))).toBeUndefined();
  });

  it("reads a ZIP's file names and survives a truncated archive", () => {
    expect(zipEntryNames(docxBytes())).toEqual(["[Content_Types].xml", "word/document.xml"]);
    const truncated = docxBytes().subarray(0, 60);
    expect(zipEntryNames(truncated)).toEqual([]);
    expect(
      detectDocumentType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10)])),
    ).toBeUndefined();
  });
});
