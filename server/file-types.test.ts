import { describe, expect, it } from "vitest";
import { docBytes, docxBytes, exeBytes, pdfBytes, zipBytes } from "../tests/support/documents.ts";
import { detectDocumentType } from "./file-types.ts";

describe("detectDocumentType", () => {
  it("recognises PDF, DOC and DOCX by their content", async () => {
    expect(await detectDocumentType(pdfBytes())).toBe("pdf");
    expect(await detectDocumentType(docBytes())).toBe("doc");
    expect(await detectDocumentType(docxBytes())).toBe("docx");
  });

  it("refuses executables, other ZIPs (a spreadsheet included), text and empty files whatever their name", async () => {
    expect(await detectDocumentType(exeBytes())).toBeUndefined();
    expect(await detectDocumentType(zipBytes({ "readme.txt": "hello", "word/other.xml": "<x/>" }))).toBeUndefined();
    const spreadsheet = zipBytes({
      "[Content_Types].xml":
        '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      "xl/workbook.xml": "<x/>",
    });
    expect(await detectDocumentType(spreadsheet)).toBeUndefined();
    expect(await detectDocumentType(Buffer.from("Dear team, please find my CV."))).toBeUndefined();
    expect(await detectDocumentType(Buffer.alloc(0))).toBeUndefined();
  });

  it("refuses a truncated archive", async () => {
    expect(await detectDocumentType(docxBytes().subarray(0, 60))).toBeUndefined();
    expect(
      await detectDocumentType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10)])),
    ).toBeUndefined();
  });
});
