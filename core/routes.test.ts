import { describe, expect, it } from "vitest";
import { allPages, prerenderPaths, screenForPath, SCREENS } from "./routes.ts";

describe("route table", () => {
  it("has the ten screens of the spec, each in both languages", () => {
    expect(SCREENS.map((screen) => screen.path)).toEqual([
      "/",
      "/about",
      "/services",
      "/portfolio",
      "/careers",
      "/application",
      "/contact",
      "/privacy",
      "/terms",
      "/cookies",
    ]);
    const paths = allPages().map((page) => page.path);
    expect(paths).toHaveLength(20);
    expect(paths).toContain("/fr");
    expect(paths).toContain("/fr/cookies");
    expect(new Set(paths).size).toBe(20);
  });

  it("prerenders every page and the 404 page of each language", () => {
    expect(prerenderPaths()).toEqual(expect.arrayContaining(["/", "/fr", "/fr/careers", "/404", "/fr/404"]));
    expect(prerenderPaths()).toHaveLength(22);
  });

  it("finds the screen of a path in either language and nothing for unknown paths", () => {
    expect(screenForPath("/fr/about")?.key).toBe("about");
    expect(screenForPath("/about/")?.key).toBe("about");
    expect(screenForPath("/fr")?.key).toBe("home");
    expect(screenForPath("/nope")).toBeUndefined();
    expect(screenForPath("/fr/about/extra")).toBeUndefined();
    expect(screenForPath("/404")).toBeUndefined();
  });
});
