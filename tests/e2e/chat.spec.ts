/** The support chat widget on the contact page, in both languages, up to the team's escalation email. */
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import { CHAT_MESSAGE_MAX_LENGTH, ESCALATION_PHRASES } from "../../core/chat.ts";
import { COMPANY } from "../../core/company.ts";
import { LANGUAGES, localizedPath } from "../../core/language.ts";
import {
  MESSAGES,
  TEAM_ADDRESS,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  interpolate,
  mailTo,
  test,
  toast,
  uniqueEmail,
} from "./fixtures.ts";
import { startSecondServer } from "./second-server.ts";
import { BASE_URL } from "../../playwright.config.ts";
import type { Page } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 900 } });

/** The phone the issue was found on (issue 28). */
const PHONE_390 = { width: 390, height: 844 };

/** Chromium logs every refused request; these tests refuse some on purpose. */
const REFUSED = /Failed to load resource: the server responded with a status of (400|429)/;
/** A second server with a chat limit of two messages a minute, one per language (ports E2E_PORT+1 and +2). */
const CHAT_LIMIT = 2;
const limitedOrigin = (index: number) => `http://127.0.0.1:${Number(new URL(BASE_URL).port) + 1 + index}`;

for (const language of LANGUAGES) {
  const m = MESSAGES[language];
  const asks =
    language === "fr-CA"
      ? {
          services: "Quels services offrez-vous ?",
          person: "Je veux parler à un humain",
          email: "Quelle est votre adresse courriel ?",
          meeting: "Je voudrais prendre rendez-vous",
          detail: "Comment modifier mon choix de témoins ?",
        }
      : {
          services: "What services do you offer?",
          person: "Can I talk to a real person?",
          email: "What is your email address?",
          meeting: "Can we book a meeting next week?",
          detail: "How do I change my cookie choice later?",
        };

  /** The contact page, awake, with the chat open: its panel and its question box. */
  async function openChat(page: Page) {
    await gotoHydrated(page, localizedPath("/contact", language), language);
    await page.getByRole("button", { name: m.chat.open }).click();
    const panel = page.getByRole("dialog", { name: m.chat.title });
    return { panel, input: panel.getByLabel(m.chat.inputLabel) };
  }

  test.describe(`chat (${language})`, () => {
    test("opens by keyboard, greets, answers, and asks for an email to reach the team", async ({ page }) => {
      await gotoHydrated(page, localizedPath("/contact", language), language);

      const launcher = page.getByRole("button", { name: m.chat.open });
      await launcher.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("dialog", { name: m.chat.title });
      await expect(panel).toBeVisible();

      const input = panel.getByLabel(m.chat.inputLabel);
      await expect(input).toBeFocused();
      const log = panel.getByRole("log");
      await expect(log).toHaveAttribute("aria-live", "polite");
      await expect(log).toContainText(m.chat.greeting);
      await expect(log.locator("time").first()).toHaveText(/^\d{1,2}(:| h )\d{2}$/);

      const send = panel.getByRole("button", { name: m.chat.send, exact: true });
      await expect(send).toBeDisabled();
      await input.fill("   ");
      await expect(send).toBeDisabled();
      await page.keyboard.press("Enter");
      await expect(log.locator("[data-role=user]")).toHaveCount(0);

      // Shift+Enter makes a new line; Enter sends. Hold the reply to see the typing indicator.
      await input.fill(asks.services);
      await page.keyboard.press("Shift+Enter");
      await expect(input).toHaveValue(`${asks.services}\n`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/chat", async (route) => {
        await held;
        await route.continue();
      });
      await page.keyboard.press("Enter");
      await expect(log.locator("[data-role=user]")).toContainText(asks.services);
      await expect(panel.getByTestId("chat-typing")).toHaveText(m.chat.typing);
      await expect(send).toBeDisabled();
      release();
      await expect(panel.getByTestId("chat-typing")).toHaveCount(0);
      await expect(log.locator("[data-role=assistant]")).toHaveCount(2);
      await page.unroute("**/api/chat");

      // Asking for a person: the reply offers the team, and the email prompt takes over the input.
      await input.fill(asks.person);
      await page.keyboard.press("Enter");
      await expect(log.locator("[data-role=assistant]").last()).toContainText(ESCALATION_PHRASES[language], {
        ignoreCase: true,
      });
      const prompt = panel.getByTestId("chat-email-prompt");
      await expect(prompt).toBeVisible();
      await expect(input).toBeDisabled();
      await expect(send).toBeDisabled();
      const emailBox = prompt.getByLabel(m.chat.emailPrompt.label);
      await expect(emailBox).toBeFocused();
      const submitEmail = prompt.getByRole("button", { name: m.chat.emailPrompt.submit });
      await expect(submitEmail).toBeDisabled();

      // Closing returns focus to the button.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
    });

    test("giving an email hands off to the team: a note, not words the visitor never typed, and one confirmation", async ({
      page,
    }) => {
      const { panel, input } = await openChat(page);
      const log = panel.getByRole("log");
      const replies = log.locator("[data-role=assistant]");
      await input.fill(asks.person);
      await input.press("Enter");
      await expect(replies).toHaveCount(2);
      const offer = await replies.last().innerText();

      const prompt = panel.getByTestId("chat-email-prompt");
      const email = uniqueEmail("chat");
      const emailBox = prompt.getByLabel(m.chat.emailPrompt.label);
      await emailBox.fill(email);
      const sent = page.waitForRequest("**/api/chat");
      // Enter submits the email, as it sends a message.
      await emailBox.press("Enter");
      await expect(prompt).toHaveCount(0);
      await expect(toast(page).filter({ hasText: m.chat.emailToast.title })).toContainText(
        m.chat.emailToast.description,
      );
      await expect(toast(page).filter({ hasText: m.chat.escalatedToast.title })).toContainText(
        m.chat.escalatedToast.description,
      );

      // The server still gets the request, the email and the conversation so far.
      const request = (await sent).postDataJSON() as { message: string; chatHistory: unknown[]; userEmail: string };
      expect(request.userEmail).toBe(email);
      expect(request.message).toBe(interpolate(m.chat.escalationRequest, { email }));
      expect(request.chatHistory).toContainEqual({ role: "user", content: asks.person });

      // The conversation shows what happened: the email went to the team, and the assistant says so once.
      await expect(log.locator("[data-role=user]")).toHaveCount(1);
      await expect(log.locator("[data-role=note]")).toHaveText(interpolate(m.chat.emailShared, { email }));
      await expect(replies).toHaveCount(3);
      await expect(replies.last()).toContainText(m.chat.handoffConfirmed);
      await expect(replies.last()).not.toContainText(offer);

      const handoff = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo === email);
      expect(handoff.subject).toContain(email);
      expect(handoff.text).toContain(asks.person);
      expect(handoff.text).toContain(email);

      // The conversation goes on.
      await expect(input).toBeEnabled();
      await input.fill(asks.services);
      await input.press("Enter");
      await expect(replies).toHaveCount(4);
    });

    test("the email prompt can be declined, and the visitor keeps asking", async ({ page }) => {
      const { panel, input } = await openChat(page);
      const log = panel.getByRole("log");
      await input.fill(asks.person);
      await input.press("Enter");
      const prompt = panel.getByTestId("chat-email-prompt");
      await expect(prompt).toBeVisible();
      await expect(input).toBeDisabled();

      await prompt.getByRole("button", { name: m.chat.emailPrompt.decline, exact: true }).click();
      await expect(prompt).toHaveCount(0);
      await expect(input).toBeEnabled();
      await expect(input).toBeFocused();
      await page.keyboard.type(asks.services);
      await page.keyboard.press("Enter");
      await expect(log.locator("[data-role=user]")).toHaveCount(2);
      await expect(log.locator("[data-role=assistant]")).toHaveCount(3);
      await expect(log.locator("[data-role=note]")).toHaveCount(0);
      await expect(toast(page)).toHaveCount(0);
    });

    test("site paths, web addresses and email addresses in answers are links", async ({ page }) => {
      const { panel, input } = await openChat(page);
      const replies = panel.getByRole("log").locator("[data-role=assistant]");
      const ask = async (question: string) => {
        const count = await replies.count();
        await input.fill(question);
        await input.press("Enter");
        await expect(replies).toHaveCount(count + 1);
        return replies.nth(count);
      };

      // "(details: /services)." and "(/contact);": the brackets and the stop stay text.
      const services = localizedPath("/services", language);
      const servicesLink = (await ask(asks.services)).getByRole("link", { name: services, exact: true });
      await expect(servicesLink).toHaveAttribute("href", services);
      await expect(servicesLink).not.toHaveAttribute("target");

      const contact = await ask(asks.email);
      await expect(contact.getByRole("link", { name: COMPANY.email, exact: true })).toHaveAttribute(
        "href",
        `mailto:${COMPANY.email}`,
      );
      const contactPath = localizedPath("/contact", language);
      await expect(contact.getByRole("link", { name: contactPath, exact: true })).toHaveAttribute("href", contactPath);

      // "…: https://…/intro-call." opens the scheduling page in a new tab, without the stop.
      const meeting = (await ask(asks.meeting)).getByRole("link", { name: COMPANY.schedulingUrl });
      await expect(meeting).toHaveAttribute("href", COMPANY.schedulingUrl);
      await expect(meeting).toHaveAttribute("target", "_blank");
      await expect(meeting).toHaveAttribute("rel", "noopener noreferrer");
      await expect(meeting).toHaveAccessibleName(`${COMPANY.schedulingUrl} ${m.common.opensInNewTab}`);
      await expectNoAxeViolations(page, `the chat's links (${language})`);

      await servicesLink.click();
      await expect(page).toHaveURL(services);
    });

    test("a question about a detail of a page gets that section of the page and a link to it", async ({ page }) => {
      const { panel, input } = await openChat(page);
      await input.fill(asks.detail);
      await input.press("Enter");
      const reply = panel.getByRole("log").locator("[data-role=assistant]").nth(1);
      // The cookie policy's third section ("Your choice"), from the strings the page renders: its title, the
      // sentence that tells how to change the choice, then the page's name and link.
      const section = m.cookies.sections[2];
      const sentence = section?.paragraphs[1] ?? "";
      await expect(reply).toContainText(section?.title ?? "");
      await expect(reply).toContainText(sentence.slice(0, sentence.indexOf(",")));
      await expect(reply).toContainText(m.cookies.metaTitle);
      const cookies = localizedPath("/cookies", language);
      const link = reply.getByRole("link", { name: cookies, exact: true });
      await expect(link).toHaveAttribute("href", cookies);
      await link.click();
      await expect(page).toHaveURL(cookies);
      await expect(page.getByRole("heading", { level: 2, name: section?.title ?? "" })).toBeVisible();
    });

    for (const viewport of [PHONE_390, { width: 1280, height: 900 }]) {
      test(`the email prompt's buttons keep their labels on one line at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const { panel, input } = await openChat(page);
        await input.fill(asks.person);
        await input.press("Enter");
        const prompt = panel.getByTestId("chat-email-prompt");
        await expect(prompt).toBeVisible();
        const area = await prompt.boundingBox();
        for (const name of [m.chat.emailPrompt.submit, m.chat.emailPrompt.decline]) {
          const button = prompt.getByRole("button", { name, exact: true });
          // The label's lines: the button's height inside its padding, in lines of its text.
          const lines = await button.evaluate((element) => {
            const style = getComputedStyle(element);
            const inner = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return inner / parseFloat(style.lineHeight);
          });
          expect(lines, `"${name}" on one line`).toBeLessThan(2);
          // On one line by fitting, not by overflowing the prompt.
          const box = await button.boundingBox();
          expect(box && area && box.x >= area.x && box.x + box.width <= area.x + area.width, `"${name}" inside`).toBe(
            true,
          );
        }
      });
    }

    test.describe("when the server refuses a message", () => {
      test.use({ allowedConsoleErrors: [REFUSED] });

      test("a message the server cannot take gets the server's explanation, and the conversation goes on", async ({
        page,
      }) => {
        const { panel, input } = await openChat(page);
        const replies = panel.getByRole("log").locator("[data-role=assistant]");
        // The box stops at 1,000 characters; text that gets past it (an old browser, a script) reaches the
        // server as it is, and the server refuses it for real.
        await input.evaluate((box) => box.removeAttribute("maxlength"));
        await input.fill("a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
        await input.press("Enter");
        const max = new Intl.NumberFormat(language).format(CHAT_MESSAGE_MAX_LENGTH);
        await expect(replies.last()).toContainText(interpolate(m.api.chatInvalid, { max }));
        await expect(replies.last()).not.toContainText(COMPANY.email);

        await input.fill(asks.services);
        await input.press("Enter");
        await expect(replies).toHaveCount(3);
        await expect(replies.last()).not.toContainText(interpolate(m.api.chatInvalid, { max }));
      });
    });

    test.describe("when the visitor sends too many messages", () => {
      const origin = limitedOrigin(LANGUAGES.indexOf(language));
      let server: { stop(): void } | undefined;
      test.use({
        allowedConsoleErrors: [REFUSED],
        storageState: {
          cookies: [],
          origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: "accepted" }] }],
        },
      });
      test.beforeAll(async () => {
        server = await startSecondServer(origin, { RATE_LIMIT_CHAT: `${CHAT_LIMIT}/1m` });
      });
      test.afterAll(() => {
        server?.stop();
      });

      test("the server's rate-limit message shows in the conversation", async ({ page }) => {
        await gotoHydrated(page, `${origin}${localizedPath("/contact", language)}`, language);
        await page.getByRole("button", { name: m.chat.open }).click();
        const panel = page.getByRole("dialog", { name: m.chat.title });
        const input = panel.getByLabel(m.chat.inputLabel);
        const replies = panel.getByRole("log").locator("[data-role=assistant]");
        for (let sent = 1; sent <= CHAT_LIMIT; sent++) {
          await input.fill(asks.services);
          await input.press("Enter");
          await expect(replies).toHaveCount(1 + sent);
          await expect(replies.last()).not.toContainText(m.api.rateLimited);
        }
        await input.fill(asks.services);
        await input.press("Enter");
        await expect(replies).toHaveCount(2 + CHAT_LIMIT);
        await expect(replies.last()).toContainText(m.api.rateLimited);
        await expect(replies.last()).not.toContainText(COMPANY.email);
      });
    });

    test.describe("when the server cannot be reached", () => {
      test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

      test("closing hides the email prompt, and a failed request says so with the studio's email", async ({ page }) => {
        const { panel, input } = await openChat(page);
        await input.fill(asks.person);
        await input.press("Enter");
        await expect(panel.getByTestId("chat-email-prompt")).toBeVisible();
        await panel.getByRole("button", { name: m.chat.close }).click();
        await expect(panel).toBeHidden();
        await page.getByRole("button", { name: m.chat.open }).click();
        await expect(panel.getByTestId("chat-email-prompt")).toHaveCount(0);
        await expect(input).toBeEnabled();

        await page.route("**/api/chat", (route) => route.abort("connectionrefused"));
        await input.fill(asks.services);
        await input.press("Enter");
        await expect(panel.getByRole("log").locator("[data-role=assistant]").last()).toContainText(
          interpolate(m.chat.failure, { email: COMPANY.email }),
        );
      });
    });
  });
}
