import { describe, expect, it } from "vitest";
import { withPageCss } from "./page-css.ts";

const page = (body: string) =>
  `<html><head><style>.used{color:red}.unused{color:blue}.set-by-script{color:green}.visible{visibility:visible}[hidden]{display:none}</style></head><body>${body}</body></html>`;

describe("a page's CSS cut to what it uses", () => {
  it("keeps the rules of its elements and drops the others", async () => {
    const html = await withPageCss(page(`<p class="used">Hi</p>`), new Map());
    expect(html).toContain(".used{");
    expect(html).not.toContain(".unused");
    expect(html).not.toContain(".set-by-script");
  });

  it("keeps the rules of the classes an inline script sets (the typed headline's)", async () => {
    const script = `<script>(()=>{if(document.visibilityState==="visible")document.querySelector("p").classList.add(\`set-by-script\`)})()</script>`;
    const html = await withPageCss(page(`<p class="used">Hi</p>${script}`), new Map());
    expect(html).toContain(".set-by-script{");
    // Its other words are no class names.
    expect(html).not.toContain(".visible");
    expect(html).not.toContain(".unused");
  });

  it("keeps the rules of attributes that scripts toggle", async () => {
    expect(await withPageCss(page(`<p class="used">Hi</p>`), new Map())).toContain("[hidden]");
  });
});
