import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "../knowledge/index.ts";
import { allStopwords, splitWords } from "../text.ts";
import { loadRealWords, trainingVocabulary } from "../training/index.ts";
import { BOT_QUESTION_RULES } from "./bot-question.ts";
import { HUMAN_EXCEPTIONS, HUMAN_RULES, namesPerson, requestForPerson, wishesForPerson } from "./human.ts";
import { detectIntent, intentWords, type Intent } from "./index.ts";
import { MEETING_EXCEPTIONS, MEETING_RULES } from "./meeting.ts";
import { OFF_TOPIC_RULES } from "./off-topic.ts";
import { PRICING_EXCEPTIONS, PRICING_RULES } from "./pricing.ts";
import type { IntentException, IntentRule } from "./rule.ts";

/** The words the engine never corrects, as embedded-engine.ts gathers them. */
const knownWords = new Set([...allStopwords(), ...trainingVocabulary(), ...loadRealWords()]);
for (const entry of KNOWLEDGE) {
  for (const text of Object.values(entry.text)) {
    for (const part of [text.title, text.answer, ...text.questions, ...text.keywords, ...(text.context ?? [])]) {
      for (const word of splitWords(part)) knownWords.add(word);
    }
  }
}

function intentOf(message: string): Intent | undefined {
  return detectIntent(intentWords(message, knownWords), { message, offered: false });
}

/** The folded words a rule reads; a pattern's `g` flag (for replacing) must not make testing stateful. */
function matches(pattern: RegExp, message: string): boolean {
  return intentWords(message, knownWords).join(" ").search(pattern) >= 0;
}

const RULES: [Intent, IntentRule[]][] = [
  ["human", HUMAN_RULES],
  ["bot-question", BOT_QUESTION_RULES],
  ["off-topic", OFF_TOPIC_RULES],
  ["pricing", PRICING_RULES],
  ["meeting", MEETING_RULES],
];
const EXCEPTIONS: [Intent, IntentException[]][] = [
  ["human", HUMAN_EXCEPTIONS],
  ["pricing", PRICING_EXCEPTIONS],
  ["meeting", MEETING_EXCEPTIONS],
];

describe("intent rules as data (ADR 019)", () => {
  describe.each(RULES)("%s", (intent, rules) => {
    it.each(rules.map((rule) => [rule.pattern.source.slice(0, 60), rule] as const))(
      "rule %s catches its examples and lets its look-alikes through",
      (_, rule) => {
        expect(rule.examples.length).toBeGreaterThan(0);
        for (const example of rule.examples) {
          expect(matches(rule.pattern, example), `${example} matches its rule`).toBe(true);
          expect(intentOf(example), example).toBe(intent);
        }
        for (const lookAlike of rule.lookAlikes ?? []) expect(intentOf(lookAlike), lookAlike).not.toBe(intent);
      },
    );
  });

  describe.each(EXCEPTIONS)("%s exceptions", (intent, exceptions) => {
    it.each(exceptions.map((exception) => [exception.pattern.source.slice(0, 60), exception] as const))(
      "exception %s sets its look-alikes aside",
      (_, exception) => {
        for (const lookAlike of exception.lookAlikes) expect(intentOf(lookAlike), lookAlike).not.toBe(intent);
      },
    );
  });
});

describe("naming a person to reach, the condition for the classifier's word (namesPerson)", () => {
  it.each([
    ["is there someone on your team who speaks Spanish", false],
    ["y a-t-il quelqu'un dans votre équipe qui parle espagnol", false],
    ["is there someone on your team who could call me back", true],
    ["j'aimerais qu'un membre de votre équipe me rappelle", true],
    ["will we have one main contact person during the project or a different person each time?", false],
    ["est-ce que ce sera la même personne du début à la fin du projet?", false],
    // Someone of the studio by their role.
    ["looking to speak with your head of AI re: a partnership", true],
    ["votre chargé de projet peut-il me faire signe?", true],
    ["can one of your strategists call me", true],
  ])("%s: %s", (message, expected) => {
    expect(namesPerson(intentWords(message, knownWords))).toBe(expected);
  });

  it("a request to talk with someone who speaks a language is still one", () => {
    expect(intentOf("can I talk to someone who speaks French")).toBe("human");
    expect(intentOf("je peux parler à quelqu'un qui parle anglais?")).toBe("human");
  });
});

describe("the visitor's own public talking to someone", () => {
  it("is a product they want, unless the one talked to is the studio's", () => {
    expect(intentOf("un ministère veut que les citoyens puissent jaser avec un agent en ligne")).not.toBe("human");
    expect(intentOf("my students want to talk to a person from your team about careers in AI")).toBe("human");
  });
});

describe("a request the classifier doubts (ADR 020, ADR 022)", () => {
  const sure = (message: string) =>
    detectIntent(intentWords(message, knownWords), { message, offered: false, doubtsRequest: () => true });

  it.each([
    "I'd like someone from the hiring side to write to me and confirm",
    "J'aimerais qu'une personne responsable du recrutement m'écrive pour confirmer",
    "are you a bot? if so I want a real person",
    "j'aimerais échanger avec quelqu'un du recrutement avant d'envoyer ma candidature",
    "j'apprécierais un appel de votre équipe",
    // The conditional of "on" and a wish to be called, said outright (dev sets 65 and 67).
    "on aimerait qu'un conseiller nous contacte pour notre projet de formation IA pour les enseignants",
    "je voudrais que vous m'appeliez demain matin si possible",
    "I'd like you to call me tomorrow morning about our exhibit",
    // A need said with "il faut que" is a wish too, even naming "une vraie personne" (dev set 72).
    "faut que je parle à une vraie personne avant midi, c'est urgent",
    // Asking to speak to someone is a wish too, whatever topic the rest is about (dev set 74).
    "can I speak to whoever runs the digital twin? we'd like one for our fort next spring",
    // And asking to be sent on to the team (dev set 79).
    "redirige-moi vers ton équipe, le robot comprend pas mon projet de musée",
    "can you put me in touch with your AI lead? we have questions about running models on our own servers",
    "connectez-moi avec votre équipe, j'ai une question sur l'IA générative pour notre musée",
    // And a wish to be put in touch with someone named (dev set 108).
    "J'aimerais être mis en relation avec Daniel Chen, votre responsable de l'IA générative.",
    "I'd like to be put in touch with Aisha Rahman about the accessibility of our exhibit",
    // So is asking whether someone can reach the visitor (dev set 76).
    "we love the digital twin idea. could someone from your team reach out to us about a pilot?",
    "le jumeau numérique nous intéresse, quelqu'un de votre équipe pourrait nous appeler cette semaine?",
    // A person asked with "please", and someone else's wish said for them (dev set 29, CV).
    "could a human please check my application? it's been two weeks and nothing",
    "my director wants someone from your team to call us about the exhibit budget",
    // A meeting the studio is asked to arrange, and "let me talk to" (dev set 90).
    "please set up a meeting for me with your team, tuesday afternoon works for me",
    "pouvez-vous me fixer une rencontre avec quelqu'un de chez vous la semaine prochaine?",
    "let me talk to someone on the creative side, we need a projection room for our heritage site",
    // A way to reach a person asked for (dev set 3, once dev set 92 was learnt).
    "y a-t-il moyen de joindre une vraie personne",
    // A person demanded (escalation.json, once dev set 92 was learnt).
    "Donne-moi quelqu'un qui connaît la réponse, stp.",
    "give me someone who actually knows the answer",
    // A person rather than a machine, chatting with one, someone who could "just" call (once sealed set 21's
    // twins left the training data).
    "un humain, pas une machine. merci",
    "puis-je clavarder avec une vraie personne",
    "c'est quoi vos heures? pis en fait laissez faire, quelqu'un peut juste m'appeler demain?",
    // A recruiter asked to reach the visitor, and "easier if someone contacts me" (dev set 94).
    "j'ai une question sur ma candidature, est-ce qu'un recruteur peut me contacter?",
    "can a recruiter contact me about my application?",
    "honestly i dont know what we need yet. easier if someone on your side just contacts me and we figure it out",
    "ce serait plus simple si quelqu'un de votre équipe me contacte",
    // Someone who could reach the visitor, a meeting set up for them, an email asked for (dev sets 94 and 96).
    "is there someone who speaks french who could get in touch with me? my director prefers french",
    "y a-t-il quelqu'un qui parle anglais qui pourrait me contacter?",
    "set up a meeting with your team for me next week",
    "pouvez-vous m'organiser un appel avec Claire?",
    "qqn peut m'envoyer un courriel? je vous donne mon adresse",
    // A call someone is asked to set up, a wish to be contacted, a recruiter who "peut-il me revenir", the people
    // of a lab asked to call, an adviser told to write (dev set 97).
    "Would it be possible for someone to set up a call with me next week? I'm the digital lead at a heritage site.",
    "Pourriez-vous organiser une rencontre avec votre équipe pour moi la semaine prochaine?",
    "I want to be contacted by your AI consulting people about a readiness assessment for our agency.",
    "je voudrais être contactée par votre équipe au sujet de l'IA générative",
    "j'ai postulé comme dev d'applications, un recruteur peut-il me revenir svp?",
    "je veux que les gens du labo d'innovation me contactent pour le jumeau numérique",
    "I'd like someone from your innovation lab to call me about the digital twin",
    "alors qu'un de vos conseillers m'envoie une soumission par courriel svp",
    // Put through to a person, beside another question the classifier is sure of.
    "do you do french and english sites? also put me through to a human, thanks",
    "patch me through to someone from sales",
    // Four words between "qu'" and the call wished for (dev set 114).
    "j'aimerais qu'un de vos designers me téléphone demain matin",
    // Chat shorthand: "w" for "with".
    "wanna talk w ur team about a kiosk for our old train station",
    // Said as a must, beside a question about the privacy policy.
    "vous avez une politique de confidentialité? et je dois parler à quelqu'un pour effacer mes données",
  ])("stays a request when the visitor wants a person outright: %s", (message) => {
    expect(wishesForPerson(intentWords(message, knownWords).join(" "))).toBe(true);
    expect(sure(message)).toBe("human");
  });

  it.each([
    "our legal team wants to understand where information goes before anyone on staff uses your site's chat",
    // A wish for the visitor's own public describes a product (dev set 76).
    "we want students to text an advisor and get an AI answer first, then a real human if needed. which service is that?",
    "we need visitors to reach a staff member from the kiosk in the lobby, is that something you build?",
    // A wish supposed after "if" asks how, not for someone (dev set 82).
    "which service do i choose in the contact form if i want to talk to your team about the lab?",
    "je choisis quoi dans le formulaire si je veux parler à votre équipe du labo?",
    // Nor is a wish denied (dev set 78, CV).
    "je ne veux pas parler à un vendeur tout de suite, c'est quoi vos prix pour un site?",
    "I don't want to be contacted by sales yet, what does an AI readiness assessment include?",
    "je ne veux pas être contacté tout de suite, c'est quoi le prix d'une évaluation IA?",
    // "Claire" as French for "clear" is not the co-founder (dev set 105).
    "Nos enseignants m'écrivent chaque jour sur l'IA et le conseil veut une orientation claire. Faites-vous des diagnostics de maturité en IA?",
  ])("is the visitor's story when they want no one: %s", (message) => {
    expect(intentOf(message)).toBe("human");
    expect(sure(message)).not.toBe("human");
  });

  it.each([
    // The visitor's own people, who are to reach the visitor's own organisation through what the studio builds.
    "we want the people from our museum to contact us through an app, is that something you build?",
    "on veut que les gens de notre musée nous contactent par une appli, vous faites ça?",
  ])("is no wish when the people to reach the visitor are the visitor's own: %s", (message) => {
    expect(wishesForPerson(intentWords(message, knownWords).join(" "))).toBe(false);
    expect(sure(message)).not.toBe("human");
  });
});

describe("a match of rules that only name a person (ADR 023)", () => {
  const namesDoubted = (message: string) =>
    detectIntent(intentWords(message, knownWords), {
      message,
      offered: false,
      doubtsRequest: (namesOnly) => namesOnly,
    });

  it("is told apart from a rule that asks", () => {
    const match = (message: string) => requestForPerson(intentWords(message, knownWords).join(" "));
    expect(match("can i trust the bot or should i double check everything with a person")).toBe("names");
    expect(match("puis un humain au besoin, ça tombe dans quel service?")).toBe("names");
    expect(match("I want to talk to a real person")).toBe("asks");
    expect(match("how long does a website take?")).toBeUndefined();
  });

  it("is the classifier's to doubt on its own, while a rule that asks is not", () => {
    expect(
      namesDoubted("we want students to get an AI reply first, then a human advisor if needed. which service?"),
    ).not.toBe("human");
    expect(
      namesDoubted("on veut une réponse IA d'abord, puis un humain au besoin. ça tombe dans quel service?"),
    ).not.toBe("human");
    expect(namesDoubted("can I talk to a real person about our exhibit?")).toBe("human");
    // An outright wish keeps it a request.
    expect(namesDoubted("I want a real person please")).toBe("human");
  });
});

describe("whether someone will get in touch after an application", () => {
  it("is a question about the application, asked before or after the condition", () => {
    expect(intentOf("if I apply, will someone call me back or email me?")).toBeUndefined();
    expect(intentOf("si je postule, est-ce que quelqu'un va m'appeler ou m'écrire?")).toBeUndefined();
  });

  it("leaves a request after it a request", () => {
    expect(intentOf("if I apply, will someone call me? please have someone call me asap")).toBe("human");
  });
});

describe("asking what a callback would be like", () => {
  it("is a question about the chat when the request is only supposed", () => {
    expect(intentOf("hypothetically, if I asked for a callback, how would that work?")).toBeUndefined();
    expect(intentOf("si jamais je demandais qu'on me rappelle, ça marche comment ?")).toBeUndefined();
    expect(intentOf("si je te demande de parler à quelqu'un, ça se passe comment?")).toBeUndefined();
    expect(intentOf("if I tell you I want to talk to someone, will you ask for my email?")).toBeUndefined();
    expect(intentOf("how does this chatbot decide when to hand a conversation over to a person on your team?")).toBe(
      undefined,
    );
  });

  it("leaves a callback asked for now a request", () => {
    expect(intentOf("if I ask for a callback, can you call me at 3pm?")).toBe("human");
    expect(intentOf("si je demande qu'on me rappelle, vous pouvez le faire aujourd'hui ?")).toBe("human");
  });
});

describe("small talk in a few words", () => {
  it.each([
    ["au revoir et merci", "goodbye"],
    ["merci et au revoir", "goodbye"],
    ["bon après-midi", "greeting"],
    ["bonjour à tous", "greeting"],
    ["bonjour à toute l'équipe!", "greeting"],
    ["allo! bonne journée à toute l'équipe", "greeting"],
    ["salut, bonne journée!", "goodbye"],
    ["hey northlight people 👋", "greeting"],
    ["merci à toi pis à ton équipe, super utile", "thanks"],
  ])("reads %s as %s", (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });

  it("leaves 'ok et après ?' to the question of what comes next", () => {
    expect(intentOf("ok et après?")).toBeUndefined();
  });
});

describe("small talk with a remark after it", () => {
  it.each([
    ["thanks, this was really helpful, i'll tell my team about you", "thanks"],
    ["merci beaucoup, je vais en parler à mon équipe", "thanks"],
    ["ok bye, going to run this by my director first", "goodbye"],
    // The team named in passing is no one asked for.
    ["ok bye, have a good one, say hi to the team", "goodbye"],
    ["merci, je vais écrire à l'équipe moi-même", "thanks"],
  ])("closes the conversation when the remark asks nothing: %s", (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });

  it.each([
    "hi! i'm the volunteer coordinator at a small heritage site",
    "allo, je suis coordonnatrice des bénévoles dans un centre d'interprétation",
    "hi! my coworker told me about you guys",
    "allo! une collègue du musée m'a parlé de vous",
    "hi! hope the team is having a good friday",
    // Who the visitor is, said with "who" or "qui": no question of who.
    "hi, i'm just a curious person who is visiting the site",
    "salut, je suis juste une personne curieuse qui visite le site",
    "allo! une amie qui travaille dans un musée m'a parlé de vous",
    "hey, just curious",
  ])("opens the conversation with a greeting when the remark asks nothing: %s", (message) => {
    expect(intentOf(message)).toBe("greeting");
  });

  it.each([
    "allo, vous faites quel genre d'affaires dans votre studio",
    "Bonjour, je travaille pour un centre d'interprétation et j'aimerais savoir quel accompagnement vous offrez.",
    "hi, we're looking for a new website for our museum",
    "bonjour, je me demande qui s'occupe des musées chez vous",
    "hi, curious about your work with museums",
  ])("leaves a greeting whose remark asks without a question mark to the question: %s", (message) => {
    expect(intentOf(message)).not.toBe("greeting");
  });

  it.each([
    "thanks, we need a website for our museum",
    "merci, je cherche un stage en design",
    "thanks. how long does a website take?",
  ])("is the question when the remark asks something: %s", (message) => {
    expect(intentOf(message)).toBeUndefined();
  });

  it("leaves a remark that names someone to reach to the request rules and the classifier", () => {
    expect(intentOf("ok merci, astheure passe-moi quelqu'un")).not.toBe("thanks");
  });
});

describe("a question about the assistant that also asks for a person", () => {
  it.each([
    "es-tu un robot? et peux-tu me mettre en contact avec un humain",
    "are you a bot? can you put me through to a human",
    "are you a bot? if so I want a real person",
    "are you a bot? if so i'd like to talk to a real person",
    "is this an AI? could I talk to someone from the team instead",
  ])("is a request: %s", (message) => {
    expect(intentOf(message)).toBe("human");
  });
});
