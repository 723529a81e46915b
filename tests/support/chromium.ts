/**
 * Debian's Chromium, as the browser tests and the page-speed measurements launch it: Playwright's own browser
 * download is not available on the machines this runs on. The flags keep a headless run quiet and comparable
 * (no sandbox for root in a container, no GPU, no background traffic of the browser's own).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
