import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors: string[] = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(String(e)));
for (const path of ["/", "/contact", "/fr/application?job=ai-engineer", "/about"]) {
  await page.goto(`http://localhost:3100${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${path.replace(/[/?=]/g, "_") || "home"}.png` });
  const islands = await page.evaluate(() =>
    [...document.querySelectorAll("astro-island")].map((i) => i.hasAttribute("ssr")),
  );
  console.log(path, "islands ssr-attr:", islands);
}
await page.goto("http://localhost:3100/contact", { waitUntil: "networkidle" });
await page.getByTestId("chat-launcher").click();
await page.waitForTimeout(500);
await page.screenshot({ path: "/tmp/shots/chat-open.png" });
console.log(errors);
await browser.close();
