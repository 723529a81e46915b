import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCREENS } from "../../core/routes.ts";
import { languagePaths } from "./static-paths.ts";

describe("the route shells", () => {
  it("are one per screen of the route table, and the 404 page", () => {
    const shells = readdirSync(new URL("../pages/[...lang]/", import.meta.url)).sort();
    const expected = [...SCREENS.map((screen) => (screen.key === "home" ? "index" : screen.key)), "404"]
      .map((name) => `${name}.astro`)
      .sort();
    expect(shells).toEqual(expected);
  });

  it("prerender each screen at its address in both languages", () => {
    expect(languagePaths("home")).toEqual([
      { params: { lang: undefined }, props: { language: "en-CA", path: "/" } },
      { params: { lang: "fr" }, props: { language: "fr-CA", path: "/fr" } },
    ]);
    expect(languagePaths("contact").map(({ props }) => props.path)).toEqual(["/contact", "/fr/contact"]);
    expect(languagePaths("notFound").map(({ props }) => props.path)).toEqual(["/404", "/fr/404"]);
  });
});
