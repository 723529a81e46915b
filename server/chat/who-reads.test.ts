import { describe, expect, it } from "vitest";
import { splitWords } from "./text.ts";
import { chatKept, howLongKept, whoReads } from "./who-reads.ts";

const topicOf = (message: string) => whoReads(splitWords(message).join(" "))?.topic;

describe("whether a person reads what the visitor sends", () => {
  it.each([
    ["does an actual person look at my resume, or is it filtered by software?", "privacy"],
    ["ma candidature va-tu être lue par un humain ou triée par un algorithme?", "privacy"],
    ["is the contact form read by a real human?", "contact-form"],
    ["quand j'envoie le formulaire, c'est vraiment quelqu'un qui le lit?", "contact-form"],
    ["does a real person ever read what I type here?", "chatbot"],
  ])("is answered where the site says so: %j", (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });

  it("answers an application's review first, unless the visitor also asks about their personal data", () => {
    const read = (message: string) => whoReads(splitWords(message).join(" "));
    expect(read("will a real person review my application, or an AI?")?.after).toBe("application-response-time");
    expect(read("is my resume screened by a human or by AI, and what happens to my personal data?")?.after).toBe(
      undefined,
    );
    expect(read("ma candidature est lue par un humain ou une IA? et mes données personnelles?")?.after).toBe(undefined);
  });

  it.each([
    "when will someone review my application?",
    "combien de temps avant qu'une personne lise ma candidature?",
    "will someone actually look at my application soon? it's been a day",
    "ça fait une semaine, est-ce qu'un vrai humain va lire ma candidature bientôt?",
    "does someone read the contact form?",
    "how do I apply for the AI job?",
  ])("leaves a question of delay, of no machine, or of something else to the rest: %j", (message) => {
    expect(topicOf(message)).toBeUndefined();
  });
});

describe("how long what the visitor sends is kept", () => {
  const kept = (message: string) => howLongKept(splitWords(message).join(" "));

  it.each([
    "how long do you keep my resume once I've applied?",
    "if I apply, how long will you hang on to my files?",
    "mon CV, vous le gardez combien de temps?",
    "combien de temps conservez-vous mes renseignements?",
  ])("is the privacy policy's retention: %j", (message) => {
    expect(kept(message)).toBe(true);
  });

  it.each([
    "how long does it take to hear back about my application?",
    "my boss keeps asking how long your team takes to answer messages, and I have no reply yet",
    "how long do you keep an exhibit at a host venue?",
  ])("leaves a delay, a story and other things kept to the rest: %j", (message) => {
    expect(kept(message)).toBe(false);
  });
});

describe("whether the chat keeps what the visitor types", () => {
  const kept = (message: string) => chatKept(splitWords(message).join(" "));

  it.each([
    "is this chat recorded?",
    "does the chat keep a record of what I type here?",
    "est-ce que cette conversation est enregistrée?",
    "le clavardage garde-tu une trace de mes messages?",
  ])("is asked: %j", (message) => {
    expect(kept(message)).toBe(true);
  });

  it.each([
    "how long do you keep chat conversations?",
    "is this chat an AI or a person?",
    "do you keep my resume on file?",
  ])("is not asked by a delay, another question on the chat or something else kept: %j", (message) => {
    expect(kept(message)).toBe(false);
  });
});
