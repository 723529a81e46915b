/**
 * The emails a submission sends: a notification to the team (every field, Reply-To the visitor) and a
 * confirmation to the visitor in their language. Wording comes from the translation files; the visitor's
 * text is escaped in the HTML bodies.
 *
 * A confirmation goes to whatever address was typed, from the studio's domain: it carries none of the
 * visitor's text, only a first name that passes a strict check, so nobody can use the form to mail their
 * words to someone else (docs/decisions/014).
 */
import type { ChatTurn } from "../../core/chat.ts";
import type { Application, ContactMessage } from "../../core/forms.ts";
import type { Language } from "../../core/language.ts";
import { localizedPath } from "../../core/language.ts";
import { PRIVACY_CONTACT } from "../../core/privacy.ts";
import { absoluteUrl } from "../../core/seo.ts";
import { translatorFor, type Translator } from "../../locales/index.ts";
import type { NewOutboxMessage } from "../db/schema.ts";
import { CONFIRMATIONS_PER_RECIPIENT } from "./confirmation-quota.ts";

/** The team reads its notifications in one language. */
const TEAM_LANGUAGE: Language = "en-CA";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type Row = [label: string, value: string];

function textBody(paragraphs: string[], rows: Row[] = []): string {
  const table = rows.map(([label, value]) => `${label}:\n${value}`).join("\n\n");
  return [...paragraphs, table].filter(Boolean).join("\n\n") + "\n";
}

function htmlBody(language: Language, paragraphs: string[], rows: Row[] = []): string {
  const table = rows.length
    ? `<table cellpadding="8" style="border-collapse:collapse;width:100%;max-width:640px">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="border-bottom:1px solid #dde3ea;width:30%">${escapeHtml(label)}</th><td style="border-bottom:1px solid #dde3ea;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("");
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0b1b2b;line-height:1.5">${body}${table}</body></html>`;
}

function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

/** The longest first name a confirmation repeats. */
export const GREETING_NAME_MAX_LENGTH = 40;
/** Letters (with their accents), up to three words joined by a space, a hyphen or an apostrophe. */
const GREETING_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*){0,2}$/u;

/** The first name as the confirmation may repeat it, or undefined when it is not plainly a name. */
export function greetingName(firstName: string): string | undefined {
  const name = firstName.trim();
  return name.length <= GREETING_NAME_MAX_LENGTH && GREETING_NAME.test(name) ? name : undefined;
}

function greeting(t: Translator, firstName: string): string {
  const name = greetingName(firstName);
  return name === undefined ? t("emails.greetingWithoutName") : t("emails.greeting", { name });
}

/** What the emails need to know of the site: where the team reads them, the retention, the public address. */
export interface EmailSettings {
  teamAddress: string;
  retentionDays: number;
  /** The site's public origin (PUBLIC_URL): the confirmations link to its privacy page. */
  publicUrl: string;
}

/** The paragraphs of a confirmation that say how long the submission is kept, and where the policy is. */
function privacyParagraphs(t: Translator, language: Language, settings: EmailSettings): string[] {
  return [
    t("emails.retention", { retentionDays: settings.retentionDays, privacyEmail: PRIVACY_CONTACT }),
    t("emails.privacyPolicy", { url: absoluteUrl(settings.publicUrl, localizedPath("/privacy", language)) }),
  ];
}

/** Whether the visitor gets a confirmation, or why not (docs/decisions/014). */
export type ConfirmationDecision = "send" | "recipient-limit" | "daily-limit";

/** Tells the team when the visitor was not sent a confirmation, so they know to answer first. */
function confirmationRow(t: Translator, decision: ConfirmationDecision): Row[] {
  return decision === "send"
    ? []
    : [
        [
          t("emails.fields.confirmation"),
          t(`emails.confirmationSkipped.${decision}`, { count: CONFIRMATIONS_PER_RECIPIENT }),
        ],
      ];
}

/** A form's own part of its emails; the greeting, the privacy notice and the common rows are the same for all. */
interface FormEmails {
  /** The form's fields for the team; the language, the reference and any skipped confirmation follow them. */
  rows: Row[];
  teamSubject: string;
  /** The confirmation's paragraph between the greeting and the privacy notice. */
  visitorBody: string;
}

/**
 * The team's notification (Reply-To the visitor) and, unless the quota refused it, the visitor's confirmation.
 * `form` names both the translation groups (`emails.contactTeam`…) and the outbox kinds (`contact-team`…).
 */
function formEmails(
  form: "contact" | "application",
  sender: { firstName: string; lastName: string; email: string },
  language: Language,
  reference: string,
  settings: EmailSettings,
  confirmation: ConfirmationDecision,
  build: (team: Translator, visitor: Translator, name: string) => FormEmails,
): NewOutboxMessage[] {
  const team = translatorFor(TEAM_LANGUAGE);
  const visitor = translatorFor(language);
  const { rows, teamSubject, visitorBody } = build(team, visitor, fullName(sender.firstName, sender.lastName));
  const teamRows: Row[] = [
    ...rows,
    [team("emails.fields.language"), language],
    [team("emails.fields.reference"), reference],
    ...confirmationRow(team, confirmation),
  ];
  const teamParagraphs = [team(`emails.${form}Team.intro`)];
  const visitorParagraphs = [
    greeting(visitor, sender.firstName),
    visitorBody,
    ...privacyParagraphs(visitor, language, settings),
    visitor(`emails.${form}Visitor.signoff`),
    visitor("emails.signature"),
  ];
  const messages: NewOutboxMessage[] = [
    {
      kind: `${form}-team`,
      to_address: settings.teamAddress,
      reply_to: sender.email,
      subject: teamSubject,
      text_body: textBody(teamParagraphs, teamRows),
      html_body: htmlBody(TEAM_LANGUAGE, teamParagraphs, teamRows),
    },
  ];
  if (confirmation === "send") {
    messages.push({
      kind: `${form}-visitor`,
      to_address: sender.email,
      reply_to: null,
      subject: visitor(`emails.${form}Visitor.subject`),
      text_body: textBody(visitorParagraphs),
      html_body: htmlBody(language, visitorParagraphs),
    });
  }
  return messages;
}

export function contactEmails(
  message: ContactMessage,
  language: Language,
  reference: string,
  settings: EmailSettings,
  confirmation: ConfirmationDecision = "send",
): NewOutboxMessage[] {
  return formEmails("contact", message, language, reference, settings, confirmation, (team, visitor, name) => ({
    rows: [
      [team("emails.fields.firstName"), message.firstName],
      [team("emails.fields.lastName"), message.lastName],
      [team("emails.fields.email"), message.email],
      [team("emails.fields.company"), message.company || team("emails.notProvided")],
      [
        team("emails.fields.service"),
        message.service ? team(`serviceChoices.${message.service}`) : team("emails.notProvided"),
      ],
      [team("emails.fields.message"), message.message],
    ],
    teamSubject: team("emails.contactTeam.subject", { name }),
    visitorBody: visitor("emails.contactVisitor.body"),
  }));
}

export function applicationEmails(
  application: Application,
  files: { field: string; fileName: string; size: number }[],
  language: Language,
  reference: string,
  settings: EmailSettings,
  confirmation: ConfirmationDecision = "send",
): NewOutboxMessage[] {
  return formEmails("application", application, language, reference, settings, confirmation, (team, visitor, name) => {
    const position = (t: Translator) => t(`jobs.${application.position}.title`);
    const attachmentList = files.length
      ? files.map((file) => `${file.fileName} (${Math.ceil(file.size / 1024)} KB)`).join("\n")
      : team("emails.applicationTeam.noAttachments");
    return {
      rows: [
        [team("emails.fields.position"), position(team)],
        [team("emails.fields.firstName"), application.firstName],
        [team("emails.fields.lastName"), application.lastName],
        [team("emails.fields.email"), application.email],
        [team("emails.fields.phone"), application.phone],
        [team("emails.fields.portfolioUrl"), application.portfolioUrl || team("emails.notProvided")],
        [team("emails.fields.experience"), application.experience],
        [team("emails.fields.motivation"), application.motivation],
        [team("emails.fields.availableStart"), application.availableStart],
        [team("emails.fields.attachments"), attachmentList],
      ],
      teamSubject: team("emails.applicationTeam.subject", { name, position: position(team) }),
      visitorBody: visitor("emails.applicationVisitor.body", { position: position(visitor) }),
    };
  });
}

/**
 * A turn of a handed-off conversation. Earlier turns come from the browser, which can write anything into
 * them, the assistant's lines included; only the last request and its reply were seen by the server.
 */
export interface TranscriptTurn extends ChatTurn {
  source: "browser" | "server";
}

const TURN_LABELS = {
  user: { browser: "emails.chatTeam.visitorFromBrowser", server: "emails.chatTeam.visitor" },
  assistant: { browser: "emails.chatTeam.assistantFromBrowser", server: "emails.chatTeam.assistant" },
} as const;

export function chatEscalationEmail(
  transcript: TranscriptTurn[],
  email: string,
  language: Language,
  reference: string,
  teamAddress: string,
) {
  const team = translatorFor(TEAM_LANGUAGE);
  const rows: Row[] = [
    [team("emails.fields.email"), email],
    [team("emails.fields.language"), language],
    [team("emails.fields.reference"), reference],
    ...transcript.map((turn): Row => [team(TURN_LABELS[turn.role][turn.source]), turn.content]),
  ];
  const paragraphs = [team("emails.chatTeam.intro")];
  if (transcript.some((turn) => turn.source === "browser")) paragraphs.push(team("emails.chatTeam.browserNote"));
  return {
    kind: "chat-team",
    to_address: teamAddress,
    reply_to: email,
    subject: team("emails.chatTeam.subject", { email }),
    text_body: textBody(paragraphs, rows),
    html_body: htmlBody(TEAM_LANGUAGE, paragraphs, rows),
  } satisfies NewOutboxMessage;
}
