/**
 * A mid-range phone in a real Chromium: Lighthouse's mobile figures (4x CPU, slow 4G: 150 ms round trips,
 * 1.6 Mbit/s down) applied by the browser itself through the DevTools protocol, not simulated.
 */
import type { Browser, Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";

export async function throttledPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const phone = throttling.mobileSlow4G;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdownMultiplier });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.requestLatencyMs,
    downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
  });
  return page;
}
