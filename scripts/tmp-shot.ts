import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
  reducedMotion: "reduce",
});
for (const path of ["/fr", "/fr/contact"]) {
  await page.goto(`http://localhost:3100${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shots/phone${path.replace(/\//g, "_")}.png` });
}
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/shots/phone_fr_contact_bottom.png` });
await page.goto(`http://localhost:3100/fr/application`, { waitUntil: "networkidle" });
await page.locator("#application-availableStart").scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/shots/phone_fr_application.png` });
await browser.close();
