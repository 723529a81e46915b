import { beforeAll, describe, expect, it } from "vitest";
import { ESCALATION_PHRASES, offersHuman, type ChatTurn } from "../../core/chat.ts";
import { COMPANY, LEADERSHIP } from "../../core/company.ts";
import { JOB_KEYS } from "../../core/jobs.ts";
import { COUNTERS } from "../../core/motion.ts";
import { DEFAULT_RETENTION_DAYS } from "../../core/privacy.ts";
import { MESSAGES } from "../../locales/index.ts";
import { clarification, clarifiedTitles, reply } from "./replies.ts";
import type { Language } from "../../core/language.ts";
import type { TopicClassifier } from "./classifier.ts";
import {
  CLARIFY_MARGIN,
  MIN_PROBABILITY,
  classifiedAsRequest,
  createEmbeddedEngine,
  doubtsRequest,
  decide,
} from "./embedded-engine.ts";
import { HUMAN_EXCEPTIONS, HUMAN_RULES } from "./intents/human.ts";
import { intentWords } from "./intents/index.ts";
import type { ChatAnswer, ChatEngine } from "./engine.ts";
import { BUDGETS, EVAL_SETS, evaluateSet } from "./eval/evaluate.ts";
import { KNOWLEDGE } from "./knowledge/index.ts";
import { pageLink } from "./passages/answers.ts";
import { SITE_PASSAGES } from "./passages/site-passages.ts";

/**
 * The look-alikes of the 21 exceptions removed for issue 28 (rules that only cancelled other rules) once the
 * classifier decided them (ADR 021): the cross-validated sets and every other look-alike scored the same without.
 * The first 11 went in an earlier round, the other 10 once dev set 120 was learnt.
 */
const LOOK_ALIKES_WITHOUT_EXCEPTION = [
  "the message on screen said you would get back to me within 48 hours, it's been four days, any way to check my application?",
  "le message disait que vous alliez me revenir en 48 heures, c'est normal que j'aie rien eu?",
  "if I write to your team, when will I hear back?",
  "si j'écris à votre équipe, ça prend combien de temps?",
  "when I send you a message, how long until a real person answers?",
  "if I send the form, will a human answer me or is it automated?",
  "who do I talk to about deleting my data?",
  "à qui parler pour faire supprimer mes renseignements",
  "who should I speak with about having my personal info removed?",
  "is there somebody in particular I can email about erasing my data?",
  "à qui je m'adresse pour faire une demande d'accès à mes données?",
  "Who do I talk to about my personal data you might have?",
  "à qui je parle au sujet de mes renseignements personnels?",
  "Si j'écris à votre équipe, quelqu'un va me répondre vite?",
  "if I write to your team, will someone reply quickly?",
  "will anyone get back to me before monday",
  "if I apply, how will you contact me",
  "comment allez-vous me contacter",
  "y a-tu un vrai humain qui lit ça",
  "quand vous dites que l'équipe va me revenir, ça veut dire combien de temps?",
  "c quoi vos heures, je vais peut-etre appeler demain",
  "I'll probably email you next week",
  "our group tour reservations are a fillable PDF that people email back to us",
  "our website is clunky, people phone us to book instead",
  "elle trouve ça mêlant et elle m'appelle sans arrêt, comment on remet le site en anglais?",
  "is there somebody to contact about contract work, or should I just apply with the form?",
  "y a-t-il quelqu'un à qui écrire pour la pige, ou je postule en ligne?",
  "once my application is in, how soon does a real person get back to me",
  "how long does it normally take your studio folks to get back to someone who wrote in?",
  "combien de temps avant qu'un humain me réponde après le formulaire",
  "how long does it take for a person on your team to get back to emails",
  "Before I talk to anyone: is a booking system something your team builds?",
  "till what time can I reach someone",
  "jusqu'à quelle heure peut-on joindre quelqu'un",
  "set up a 30 min chat with your team next week",
  "une vraie personne lit-elle les CV",
  "does the contact form go to a real person",
  "mon courriel va-tu à une vraie personne",
  "is the free call with a real person or an automated sales bot?",
  "Claire anime les ateliers elle-même ou c'est quelqu'un d'autre?",
  "can you pass messages on to the team, or do you only answer questions?",
  "ok so who do clients usually deal with, the founders or a project manager?",
];

let engine: ChatEngine;
/** What the engine said at creation: a missing or stale model file is trained again with a warning. */
const creationWarnings: string[] = [];

beforeAll(() => {
  engine = createEmbeddedEngine({ warn: (message) => creationWarnings.push(message) });
});

function ask(message: string, language: Language, history: ChatTurn[] = []): Promise<ChatAnswer> {
  return engine.answer({ message, history, language });
}

function entryOf(id: string) {
  const entry = KNOWLEDGE.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
}

function answerOf(id: string, language: Language): string {
  return entryOf(id).text[language].answer;
}

/** A conversation so far: the visitor's question and the topic's reply to it. */
function after(question: string, topic: string, language: Language): ChatTurn[] {
  return [
    { role: "user", content: question },
    { role: "assistant", content: answerOf(topic, language) },
  ];
}

/**
 * The topic's reply, or (for a question about one of its details) a passage of the topic's page that ends with
 * the link to that page (passages/answers.ts).
 */
function expectTopicAnswer(text: string, id: string, language: Language) {
  if (text === answerOf(id, language)) return;
  const pages = SITE_PASSAGES.filter((passage) => passage.topic === id).map((passage) =>
    pageLink(passage.screen, language),
  );
  expect(
    pages.some((link) => text.endsWith(`\n${link}`)),
    `${text}\n is neither ${id}'s reply nor its passage`,
  ).toBe(true);
}

describe("embedded chat engine", () => {
  it("starts from the model file that npm run build trains, without training, and names itself", () => {
    expect(engine.name).toBe("embedded");
    // Vitest's global setup made sure the file matches today's training data; its creation time is the bench's.
    expect(creationWarnings).toEqual([]);
  });

  it.each([
    ["Which services does Northlight provide?", "services"],
    ["could u help our museum with an AI roadmap", "ai-consulting"],
    ["can you build us a bilingual web portal", "web-apps"],
    ["do you create interactive installations for exhibits", "creative-studio"],
    ["what is the digital twin platform about", "digital-twin"],
    ["can our gallery host the travelling exhibit", "touring-experience"],
    ["what jobs do you have open", "careers"],
    ["where do i send my cv and cover letter", "how-to-apply"],
    ["where are your offices", "location"],
    ["are you open on sundays", "hours"],
    ["do you use tracking cookies on this site", "cookies"],
    ["who leads the studio", "team"],
  ])("answers %j in English with the %s topic", async (message, topic) => {
    const answer = await ask(message, "en-CA");
    expect(answer.topic).toBe(topic);
    expectTopicAnswer(answer.text, topic, "en-CA");
    expect(answer.wantsHuman).toBe(false);
    expect(offersHuman(answer.text)).toBe(false);
    expect(answer.score).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ["Quels services offrez-vous au juste ?", "services"],
    ["pouvez vous nous aider avec une strategie en intelligence artificielle", "ai-consulting"],
    ["pouvez-vous développer un portail web bilingue", "web-apps"],
    ["faites-vous des installations interactives pour des expositions", "creative-studio"],
    ["c'est quoi votre plateforme de jumeau numérique", "digital-twin"],
    ["notre musée peut-il accueillir l'exposition itinérante", "touring-experience"],
    ["quels postes sont ouverts", "careers"],
    ["ou envoyer mon cv et ma lettre de presentation", "how-to-apply"],
    ["ou sont situés vos bureaux", "location"],
    ["êtes-vous ouverts le dimanche", "hours"],
    ["utilisez-vous des témoins de suivi sur ce site", "cookies"],
    ["qui dirige le studio", "team"],
  ])("answers %j in French with the %s topic", async (message, topic) => {
    const answer = await ask(message, "fr-CA");
    expect(answer.topic).toBe(topic);
    expectTopicAnswer(answer.text, topic, "fr-CA");
    expect(answer.wantsHuman).toBe(false);
    expect(offersHuman(answer.text)).toBe(false);
  });

  it("answers in the request's language, whatever the language of the question", async () => {
    const french = await ask("where are you located?", "fr-CA");
    expect(french.topic).toBe("location");
    expect(french.text).toBe(answerOf("location", "fr-CA"));
    const english = await ask("où êtes-vous situés ?", "en-CA");
    expect(english.topic).toBe("location");
    expect(english.text).toBe(answerOf("location", "en-CA"));
  });

  it("gives the company email in contact answers", async () => {
    for (const [message, language] of [
      ["what's your email address", "en-CA"],
      ["c'est quoi votre courriel", "fr-CA"],
    ] as const) {
      const answer = await ask(message, language);
      expect(answer.topic).toBe("contact-email");
      expect(answer.text).toContain(COMPANY.email);
    }
  });

  it.each([
    ["can I talk to someone?", "en-CA"],
    ["call me back please", "en-CA"],
    ["i want to speak to a humna", "en-CA"],
    ["representative", "en-CA"],
    ["je veux parler à un humain", "fr-CA"],
    ["un agent svp", "fr-CA"],
    ["pouvez-vous me rapeller", "fr-CA"],
    ["est-ce que qqn peut me contacter", "fr-CA"],
  ] as const)("hands %j over to a person with the escalation phrase", async (message, language) => {
    const answer = await ask(message, language);
    expect(answer.wantsHuman).toBe(true);
    expect(answer.topic).toBe("human");
    expect(answer.text).toContain(ESCALATION_PHRASES[language]);
    expect(offersHuman(answer.text)).toBe(true);
  });

  it.each([
    ["how much would an app cost?", "en-CA", "pricing"],
    ["can we book a meeting next week", "en-CA", "meeting"],
    ["c'est combien pour une appli", "fr-CA", "pricing"],
    ["je voudrais prendre rendez-vous", "fr-CA", "meeting"],
  ] as const)("offers the team for a price or a meeting (%j) without escalating", async (message, language, topic) => {
    const answer = await ask(message, language);
    expect(answer.topic).toBe(topic);
    expect(answer.wantsHuman).toBe(false);
    expect(answer.text).toContain(ESCALATION_PHRASES[language]);
  });

  it.each([
    ["what's the weather like in Ottawa?", "en-CA"],
    ["who won the game last night", "en-CA"],
    ["can you fix the bug in my javascript code", "en-CA"],
    ["tell me a joke", "en-CA"],
    ["zxcvbnm qwerty", "en-CA"],
    ["write me a poem about autumn", "en-CA"],
    ["quelle météo fera-t-il demain", "fr-CA"],
    ["raconte-moi une blague", "fr-CA"],
    ["c'est quoi la recette du pouding chômeur", "fr-CA"],
    ["combien font 7 + 5", "fr-CA"],
  ] as const)("answers the out-of-scope %j politely with an offer of the team", async (message, language) => {
    const answer = await ask(message, language);
    expect(answer.topic).toBe("out-of-scope");
    expect(answer.wantsHuman).toBe(false);
    expect(answer.text).toContain(ESCALATION_PHRASES[language]);
    expect(answer.score).toBeLessThan(1.01);
  });

  it("says a question sure to be out of scope is outside what it answers, and a guess that it is unsure", async () => {
    for (const [message, language] of [
      ["what's the weather like in Ottawa?", "en-CA"],
      ["un bon resto pour ce soir?", "fr-CA"],
    ] as const) {
      expect((await ask(message, language)).text).toBe(reply("off-topic", language));
    }
    expect((await ask("zxcvbnm qwerty", "en-CA")).text).toBe(reply("out-of-scope", "en-CA"));
  });

  it.each([
    ["hello!", "en-CA", "greeting", "Hello!"],
    ["hey there", "en-CA", "greeting", "Hello!"],
    ["thanks a lot", "en-CA", "thanks", "You’re welcome!"],
    ["Awesome, thanks a bunch for your help", "en-CA", "thanks", "You’re welcome!"],
    ["great, that's everything I needed, thanks", "en-CA", "thanks", "You’re welcome!"],
    ["bye, have a good day", "en-CA", "goodbye", "have a great day"],
    ["bonjour", "fr-CA", "greeting", "Bonjour\u00a0!"],
    ["merci beaucoup!", "fr-CA", "thanks", "Avec plaisir\u00a0!"],
    ["bonne journée", "fr-CA", "goodbye", "bonne journée\u00a0!"],
  ] as const)("answers the small talk %j", async (message, language, topic, expected) => {
    const answer = await ask(message, language);
    expect(answer.topic).toBe(topic);
    expect(answer.text).toContain(expected);
    expect(answer.wantsHuman).toBe(false);
    expect(offersHuman(answer.text)).toBe(false);
  });

  it.each([
    ["en-CA", "where's your office? and what hours are you open?", ["location", "hours"]],
    ["en-CA", "do you build booking apps, and how much would one cost", ["web-apps", "pricing"]],
    ["fr-CA", "vous êtes situés où? pis c'est quoi votre courriel?", ["location", "contact-email"]],
    ["fr-CA", "avez-vous des postes ouverts et comment on postule", ["careers", "how-to-apply"]],
    // A question word inside the second: "…pis vous fermez à quelle heure".
    ["fr-CA", "c'est quoi votre adresse courriel? pis vous fermez à quelle heure", ["contact-email", "hours"]],
    // The sentence before a question tells what it is about: an application, not any message.
    [
      "en-CA",
      "I sent my application on Monday. When do I hear back? Also, is the developer role still open?",
      ["application-response-time", "careers"],
    ],
    // The other question is about applying: the delay asked is the application's.
    ["en-CA", "how do I apply, and how fast do you reply?", ["how-to-apply", "application-response-time"]],
    // Two things joined by "and", no question word to divide on: each side alone is sure of its own topic.
    [
      "en-CA",
      "can you build us a booking site and also make a short video for the launch",
      ["web-apps", "creative-studio"],
    ],
    ["fr-CA", "le jumeau numérique c'est quoi, et l'expérience itinérante?", ["digital-twin", "touring-experience"]],
    // A thing of the studio's, named and question-marked, is a question of its own (dev set 97).
    ["en-CA", "your email? and how fast do you answer?", ["contact-email", "response-time"]],
    // Two things of the studio's, each with its possessive, asked for with a please or a question mark.
    ["fr-CA", "votre courriel svp et vos heures de bureau", ["contact-email", "hours"]],
    ["en-CA", "your email and your office hours?", ["contact-email", "hours"]],
    // Waiting for an answer, said as a fact, asks after it; how long it takes is then the application's delay.
    [
      "en-CA",
      "applied last week, still no answer. also where can i read your terms?",
      ["application-response-time", "terms"],
    ],
    [
      "en-CA",
      "I applied last Monday, nothing yet. how long does it usually take? and where are you located?",
      ["application-response-time", "location"],
    ],
    // "Have you…" and "whether…" after a conjunction open a question of their own (dev set 111).
    ["en-CA", "do you build apps, and did you ever make one for a museum?", ["web-apps", "portfolio"]],
    [
      "en-CA",
      "can you make our website work for screen reader users, and have you worked with libraries before?",
      ["accessibility", "clients"],
    ],
    [
      "en-CA",
      "could you explain how a project with you starts, and whether I can see some of your past work?",
      ["engagement-process", "portfolio"],
    ],
    // After "the form", no job named, each question gets the form's answer it is nearest to: how soon the studio
    // answers, what the form sends (dev set 113).
    [
      "fr-CA",
      "j'ai soumis le formulaire, ça prend combien de temps avant d'avoir une réponse? et est-ce que je vais avoir une confirmation?",
      ["response-time", "contact-form"],
    ],
    [
      "en-CA",
      "i sent the form, when will you answer? and will i receive a confirmation?",
      ["response-time", "contact-form"],
    ],
    // A message about the contact form, no job named: the delay asked is the answer to messages (dev set 111).
    [
      "fr-CA",
      "est-ce que le formulaire de contact fonctionne? j'ai pas eu de confirmation. pis vous répondez en combien de temps?",
      ["contact-form", "response-time"],
    ],
  ] as const)(
    "answers both questions of a message that asks two things (%s %j), in one reply",
    async (language, message, topics) => {
      const answer = await ask(message, language);
      expect(answer.topics).toEqual(expect.arrayContaining([...topics]));
      expect(answer.topics?.[0]).toBe(answer.topic);
      for (const topic of topics) expect(answer.text).toContain(answerOf(topic, language));
    },
  );

  it("answers two services asked in one message with each, not with the overview that sums them up", async () => {
    const answer = await ask("do you do AI strategy work, and can you also build the web app afterwards?", "en-CA");
    expect(answer.topics).toEqual(["ai-consulting", "web-apps"]);
  });

  it("answers one question asked in two clauses once", async () => {
    const answer = await ask("how do I apply and what files can I attach?", "en-CA");
    expect(answer.topic).toBe("how-to-apply");
    expect(answer.topics).toBeUndefined();
    // "Build an exhibit" alone is the creative studio's; the whole asks how long it takes.
    const one = await ask("How long does it take to design and build an interactive exhibit?", "en-CA");
    expect([one.topic, one.topics]).toEqual(["timeline", undefined]);
  });

  it.each([
    [
      "en-CA",
      "We are a small history museum and our board approved a budget for next year. Our galleries feel dated and families walk right through them in ten minutes. Do you design interactive installations that make people stay and explore?",
      "creative-studio",
    ],
    [
      "fr-CA",
      "Nous sommes un centre d'interprétation et notre budget de l'an prochain vient d'être adopté. Nos salles font vieillottes et les familles les traversent en dix minutes. Concevez-vous des installations interactives qui donnent envie de rester et d'explorer?",
      "creative-studio",
    ],
    // What "it" is comes from the sentence before the question.
    [
      "en-CA",
      "I run operations for a big convention centre downtown. We keep guessing how crowds will move whenever we change the floor plan. A friend told me your lab built a platform that models a building and answers questions about it. What does it do, exactly?",
      "digital-twin",
    ],
    [
      "fr-CA",
      "Je gère les opérations d'un grand centre des congrès au centre-ville. On devine toujours comment la foule va circuler quand on change l'aménagement. Une amie m'a dit que votre labo a créé une plateforme qui modélise un bâtiment et répond à des questions. Ça fait quoi exactement?",
      "digital-twin",
    ],
    // A question that only asks whether the studio does it: the service the story names.
    [
      "en-CA",
      "I coordinate teaching support at a community college. Management wants to frame how staff and students use generative AI, and we're looking for outside help to write guidelines and train everyone. We have to present something to the board in August. Is that part of what you offer?",
      "ai-consulting",
    ],
    [
      "fr-CA",
      "Je suis conseillère pédagogique dans une commission scolaire. La direction veut encadrer l'usage de l'IA générative par le personnel et on cherche de l'aide externe pour écrire des lignes directrices et former les équipes. On doit présenter quelque chose au conseil en juin. Est-ce que ça fait partie de ce que vous offrez?",
      "ai-consulting",
    ],
    // …or the need it states, as a question of "what you do" (dev set 119).
    [
      "en-CA",
      "Hello, I'm on the board of a community theatre. We need a new website where people can buy tickets and pick seats, volunteers can sign up for shifts and our posters and cast bios are easy to update without calling our one tech-savvy member. Is that something you'd build for us, or is it outside what you do?",
      "web-apps",
    ],
    // A question about languages after a story that states a need asks about the languages (dev sets 116, 120).
    [
      "en-CA",
      "We're a Métis cultural organisation in Manitoba with archives of oral histories, photos and beadwork patterns. Our staff is three people plus volunteers. We'd like families to be able to search the collection in English and French and eventually Michif. Before anything else I want to know: can the things you build support languages beyond English and French?",
      "languages",
    ],
    // …but "what kinds of things do you do?" asks for the overview.
    [
      "en-CA",
      "I volunteer for our school's parent committee. We raised a bit of money and want something special for next year's science fair. Honestly we're not sure if we need an app, a website or something else. What kinds of things does your studio actually do?",
      "services",
    ],
    // …even when the question is longer…
    [
      "en-CA",
      "We look after a heritage train station that now holds a small museum and a few municipal offices. Renovations are coming and nobody can picture how the changes will affect the displays or the crowds. A friend mentioned your digital twin. What exactly does it let us do with a place like ours?",
      "digital-twin",
    ],
    // …or names nothing at all.
    [
      "en-CA",
      "We run a small heritage village and want to refresh our interpretive panels next year, and council has set money aside. Before I write my report I need a sense of how long a project like this takes from kickoff to launch. Could you give me a general idea?",
      "timeline",
    ],
    // …but not a sentence that ends with a colon: it opens the question and names nothing.
    [
      "fr-CA",
      "Notre centre culturel rouvre en juin après des travaux. On veut une installation interactive dans l'entrée et le conseil a déjà dit oui. Ce qui m'inquiète vraiment : est-ce réaliste de concevoir et d'installer ça en six mois?",
      "timeline",
    ],
    // …or asks too.
    [
      "en-CA",
      "I run a small rural heritage site and our board is nervous about AI. Before I pitch anything to them, I'd like to understand what your AI readiness assessment actually involves. What would it look at?",
      "ai-consulting",
    ],
    // A condition before the question tells when the visitor asks, not what: "before we even talk budget".
    [
      "en-CA",
      "We're a school board replacing our parent portal, and families who use screen readers keep complaining. Before we even talk budget, I'd like to know what accessibility standard you build to.",
      "accessibility",
    ],
    [
      "fr-CA",
      "Je dirige un OBNL culturel à Sherbrooke et notre projet d'IA est encore flou. Avant de prendre rendez-vous avec vous, j'aimerais comprendre comment ça se déroule concrètement, étape par étape.",
      "engagement-process",
    ],
    // …unless that sentence is the visitor's budget.
    [
      "fr-CA",
      "Nos douze bibliothèques réservent encore leurs salles par courriel pis dans un chiffrier, et le personnel en arrache. Il faudrait un outil bilingue et accessible qui marche sur un téléphone. On n'a pas un gros budget, mais la ville a approuvé un montant cette année. Pouvez-vous construire ça?",
      "web-apps",
    ],
  ] as const)(
    "reads a long message for what it asks, not for a word of the visitor's story (%s)",
    async (language, message, topic) => {
      const answer = await ask(message, language);
      expect(answer.topic).toBe(topic);
      expect(answer.wantsHuman).toBe(false);
    },
  );

  it("says where the office is, not how to book a call, even right after the booking answer (issue 28)", async () => {
    for (const [language, booking, office] of [
      ["en-CA", "can we book a meeting", "Where is your office?"],
      ["fr-CA", "Prendre rendez-vous", "Où est votre bureau ?"],
    ] as const) {
      const first = await ask(booking, language);
      expect(first.topic).toBe("meeting");
      const after: ChatTurn[] = [
        { role: "user", content: booking },
        { role: "assistant", content: first.text },
      ];
      for (const history of [[], after]) {
        const answer = await ask(office, language, history);
        expect(answer.topic).toBe("location");
        expect(answer.text).toBe(answerOf("location", language));
      }
    }
  });

  it("answers a question that follows a greeting", async () => {
    expect((await ask("Hi! Are you hiring?", "en-CA")).topic).toBe("careers");
    expect((await ask("Bonjour, êtes-vous situés à Ottawa ?", "fr-CA")).topic).toBe("location");
  });

  it("escalates when the visitor accepts an offer of the team, and not when they decline", async () => {
    const english: ChatTurn[] = [
      { role: "user", content: "how much is a website?" },
      { role: "assistant", content: answerOf("pricing", "en-CA") },
    ];
    expect((await ask("yes please", "en-CA", english)).wantsHuman).toBe(true);
    expect((await ask("no thanks", "en-CA", english)).wantsHuman).toBe(false);
    const french: ChatTurn[] = [{ role: "assistant", content: answerOf("meeting", "fr-CA") }];
    expect((await ask("oui svp", "fr-CA", french)).wantsHuman).toBe(true);
    expect((await ask("non merci", "fr-CA", french)).wantsHuman).toBe(false);
    // Without an offer, "yes" is just an acknowledgement.
    expect((await ask("yes", "en-CA")).wantsHuman).toBe(false);
  });

  it.each([
    ["en-CA", "do it"],
    ["en-CA", "that works for me"],
    ["en-CA", "sounds good, go ahead and connect us"],
    ["fr-CA", "ouin"],
    ["fr-CA", "ça me va"],
    ["fr-CA", "j'apprécierais"],
    // The email address given with the yes counts as one word.
    ["fr-CA", "oui, mon courriel c'est jo@musee.ca"],
  ] as const)("takes %s %j after an offer of the team as a yes", async (language, message) => {
    const offered = after(
      language === "fr-CA" ? "combien coûte un site web?" : "how much is a website?",
      "pricing",
      language,
    );
    expect((await ask(message, language, offered)).wantsHuman).toBe(true);
  });

  it("takes thanks after an offer of the team as thanks, and a farewell around other words as goodbye", async () => {
    const offered = after("how much is a website?", "pricing", "en-CA");
    const thanks = await ask("perfect, that answers it, thank you", "en-CA", offered);
    expect([thanks.topic, thanks.wantsHuman]).toEqual(["thanks", false]);
    expect((await ask("yes please, thanks", "en-CA", offered)).wantsHuman).toBe(true);
    // A yes followed by a question of its own is that question, not a yes to the offer.
    const question = await ask("ok, do you also build apps?", "en-CA", offered);
    expect([question.topic, question.wantsHuman]).toEqual(["web-apps", false]);
    const french = after("ça coûte combien un site web", "pricing", "fr-CA");
    expect((await ask("oui, avez-vous des exemples?", "fr-CA", french)).wantsHuman).toBe(false);
    expect((await ask("ok merci", "fr-CA", french)).wantsHuman).toBe(false);
    expect((await ask("ok I'll look at your services later, have a nice day", "en-CA")).topic).toBe("goodbye");
    expect((await ask("parfait je regarde ça ce soir, a+", "fr-CA")).topic).toBe("goodbye");
    expect((await ask("ok I'll look at your services later, but how much is a site?", "en-CA")).topic).not.toBe(
      "goodbye",
    );
  });

  it("reads a short question with the conversation before it when it does not say what it is about", async () => {
    const applied = after("I sent my application for the developer job on Monday", "how-to-apply", "en-CA");
    expect((await ask("so when do I hear back", "en-CA", applied)).topic).toBe("application-response-time");
    const french = after("j'ai envoyé ma candidature pour le poste de développeur lundi", "how-to-apply", "fr-CA");
    expect((await ask("je vais avoir une réponse quand", "fr-CA", french)).topic).toBe("application-response-time");
    // A message in between ("ok, found the form") does not make the conversation one about any message.
    const foundIt: ChatTurn[] = [
      ...after("how do I apply for the developer role?", "how-to-apply", "en-CA"),
      ...after("ok found the form", "contact-form", "en-CA"),
    ];
    expect((await ask("once it's sent, when do I hear back?", "en-CA", foundIt)).topic).toBe(
      "application-response-time",
    );
  });

  it("answers a missing confirmation after the contact form with the form, and after an application with it", async () => {
    const form = after("I used your contact form this morning", "contact-form", "en-CA");
    expect((await ask("I never got a confirmation, is that normal?", "en-CA", form)).topic).toBe("contact-form");
    const formulaire = after("j'ai envoyé un message avec le formulaire de contact", "contact-form", "fr-CA");
    expect((await ask("j'ai pas eu de confirmation, c'est normal?", "fr-CA", formulaire)).topic).toBe("contact-form");
    const applied = after("I applied for the developer job this morning", "how-to-apply", "en-CA");
    expect((await ask("I never got a confirmation, is that normal?", "en-CA", applied)).topic).toBe(
      "application-response-time",
    );
    const postule = after("j'ai postulé pour le poste de développeur ce matin", "how-to-apply", "fr-CA");
    expect((await ask("j'ai pas eu de confirmation, c'est normal?", "fr-CA", postule)).topic).toBe(
      "application-response-time",
    );
  });

  it.each([
    [
      "en-CA",
      "Our visitors keep phoning the front desk with the same questions. We'd like a tool on our website that answers them by itself, in English and in French.",
      "web-apps",
    ],
    [
      "fr-CA",
      "Les chercheurs trouvent rien dans notre catalogue en ligne; on voudrait qu'ils puissent poser leurs questions en français ou en anglais et tomber sur les bonnes fiches.",
      "web-apps",
    ],
    ["en-CA", "can you make our site bilingual?", "languages"],
    ["en-CA", "Do you offer your services in English?", "languages"],
    ["fr-CA", "vous travaillez en français?", "languages"],
  ] as const)("answers the need that the languages only qualify (%s %j)", async (language, message, topic) => {
    expect((await ask(message, language)).topic).toBe(topic);
  });

  it.each([
    ["en-CA", "is the portfolio link mandatory when applying?", "how-to-apply", "all three are optional"],
    ["fr-CA", "le lien vers mon portfolio est-il obligatoire?", "how-to-apply", "ces trois éléments sont facultatifs"],
    ["en-CA", "how do I make the cookie banner go away?", "cookies", "“Accept” or “Decline” on the banner"],
    ["fr-CA", "comment je fais partir la bannière des témoins?", "cookies", "«\u00a0Refuser\u00a0» dans la bannière"],
  ] as const)(
    "answers what a form or the banner asks of the visitor (%s %j)",
    async (language, message, topic, said) => {
      const answer = await ask(message, language);
      expect(answer.topic).toBe(topic);
      expect(answer.text).toContain(said);
    },
  );

  it.each([
    ["en-CA", "is this chat recorded?", "chatbot", "we collect the messages you type"],
    [
      "fr-CA",
      "est-ce que cette conversation est enregistrée?",
      "chatbot",
      "nous recueillons les messages que vous écrivez",
    ],
    ["en-CA", "do you store my chat messages", "privacy", "we collect the messages you type"],
  ] as const)("says what the chat keeps, from the privacy page (%s %j)", async (language, message, topic, said) => {
    const answer = await ask(message, language);
    expect([answer.topic, answer.wantsHuman]).toEqual([topic, false]);
    expect(answer.text).toContain(said);
    expect(answer.text).toContain(language === "fr-CA" ? "/fr/privacy" : "/privacy");
  });

  it.each([
    ["en-CA", "Is my application read by a real person, or sorted by an AI?", "reviewed by people"],
    ["fr-CA", "Est-ce qu'un vrai humain regarde mon CV ou c'est filtré par un logiciel?", "étudiées par des personnes"],
  ] as const)("says who reads an application, from the privacy page (%s %j)", async (language, message, said) => {
    const answer = await ask(message, language);
    // The application's answer first (reviewed, a reply within 48 hours), then the policy's sentence.
    expect([answer.topic, answer.topics, answer.wantsHuman]).toEqual([
      "application-response-time",
      ["application-response-time", "privacy"],
      false,
    ]);
    expect(answer.text).toContain("48");
    expect(answer.text).toContain(said);
    expect(answer.text).toContain(language === "fr-CA" ? "/fr/privacy" : "/privacy");
  });

  it.each([
    ["en-CA", "How long will you hold on to my CV after I apply?"],
    ["fr-CA", "Si je postule, vous conservez ma candidature combien de temps?"],
    ["en-CA", "how long do you keep my data?"],
    ["fr-CA", "vous gardez mes données combien de temps ?"],
    ["fr-CA", "Combien de temps conservez-vous mes renseignements personnels ?"],
  ] as const)(
    "answers how long things are kept with the privacy policy's periods, then its summary (%s %j)",
    async (language, message) => {
      const answer = await ask(message, language);
      expect(answer.topic).toBe("privacy");
      // The period the server keeps messages and applications (the defaults here), with the policy's link.
      expect(answer.text).toContain(`${DEFAULT_RETENTION_DAYS} ${language === "fr-CA" ? "jours" : "days"}`);
      expect(answer.text).toContain(pageLink("privacy", language));
      // Then where it is kept and whom to write to.
      expect(answer.text).toContain(COMPANY.privacyEmail);
    },
  );

  it.each([
    ["en-CA", "is there anyone on your team who speaks Arabic?"],
    ["en-CA", "do you have staff who speak Spanish"],
    ["fr-CA", "avez-vous des gens qui parlent espagnol dans votre équipe?"],
  ] as const)(
    "answers which languages the team works in when asked who speaks one (%s %j)",
    async (language, message) => {
      const answer = await ask(message, language);
      expect([answer.topic, answer.wantsHuman]).toEqual(["languages", false]);
    },
  );

  it.each([
    ["en-CA", "what does the 300+ on your home page mean?"],
    ["fr-CA", "le 30 + en page d'accueil, c'est quoi?"],
  ] as const)(
    "explains a figure of the home page's counters with the studio's answer (%s %j)",
    async (language, message) => {
      expect((await ask(message, language)).topic).toBe("about");
    },
  );

  it("leaves a question the classifier is sure of to its topic, a counter's figure in it or not", async () => {
    expect((await ask("vos 100+ clients, c'est qui?", "fr-CA")).topic).toBe("clients");
  });

  it.each([
    ["en-CA", "is the chat button on every page?"],
    ["en-CA", "how do I close the chat widget?"],
    ["fr-CA", "le bouton de clavardage est sur toutes les pages?"],
    ["fr-CA", "comment fermer la fenêtre de clavardage?"],
    ["en-CA", "what is that round button in the bottom right of the page?"],
    ["fr-CA", "le clavardage est offert sur quelles pages?"],
    ["fr-CA", "le chat en bas à droite, il sert à quoi?"],
    ["en-CA", "where is the chat on your site? I only found a round button on one page"],
  ] as const)("answers a question about the chat widget with what the chat is (%s %j)", async (language, message) => {
    expect((await ask(message, language)).topic).toBe("chatbot");
  });

  it("answers a question it is unsure of that names a page of one topic with that topic", async () => {
    expect((await ask("qu'est-ce qu'il y a sur la page portfolio", "fr-CA")).topic).toBe("portfolio");
    expect((await ask("where do I find your portfolio page?", "en-CA")).topic).toBe("portfolio");
    // Using what the page shows is a question for the terms of use.
    const screenshot = "may I use a screenshot of your portfolio page in my class presentation";
    expect((await ask(screenshot, "en-CA")).topic).toBe("terms");
  });

  it("answers where the contact form is with the form, and a request for the address with the address", async () => {
    expect((await ask("where can I find your contact form?", "en-CA")).topic).toBe("contact-form");
    expect((await ask("y a-tu un formulaire pour vous joindre?", "fr-CA")).topic).toBe("contact-form");
    expect((await ask("what's your email? I'd rather not use the form", "en-CA")).topic).toBe("contact-email");
  });

  it("answers a question about the time of day or zone the hours are given in with the hours", async () => {
    expect((await ask("the site says 9 to 6 EST, is that Ottawa time?", "en-CA")).topic).toBe("hours");
    expect((await ask("what's the best time of day to reach you by phone?", "en-CA")).topic).toBe("hours");
    expect((await ask("c'est quand le meilleur moment pour vous appeler?", "fr-CA")).topic).toBe("hours");
    // "Est" is also French for "is".
    expect((await ask("est-ce que le formulaire est obligatoire?", "fr-CA")).topic).not.toBe("hours");
  });

  it("answers how many people work at the studio with the studio's figures, and who leads it with the team", async () => {
    expect((await ask("how many people work at the studio?", "en-CA")).topic).toBe("about");
    expect((await ask("vous êtes combien d'employés?", "fr-CA")).topic).toBe("about");
    expect((await ask("who is on your leadership team?", "en-CA")).topic).toBe("team");
  });

  it("takes a question about what happens once one asks for a person for none, whoever it names", async () => {
    const message = "if I ask this chat to put me through to a person, will the team see what we wrote?";
    const answer = await ask(message, "en-CA");
    expect(answer.wantsHuman).toBe(false);
    expect(answer.topic).toBe("chatbot");
    const french = "si je demande à parler à quelqu'un ici, qu'est-ce qui arrive avec ce que j'ai écrit?";
    expect((await ask(french, "fr-CA")).topic).toBe("chatbot");
  });

  it("answers why a lab card's link opens another site with the lab, or with the project it names", async () => {
    const lab = "the lab cards on the home page send me to another site, what is that site?";
    expect((await ask(lab, "en-CA")).topic).toBe("innovation-lab");
    const twin = "le bouton Visiter le projet du jumeau numérique ouvre un nouvel onglet, c'est quel site?";
    expect((await ask(twin, "fr-CA")).topic).toBe("digital-twin");
  });

  it("answers where to see the lab project just discussed with that project, and other work with the portfolio", async () => {
    const twin = after("c'est quoi le jumeau numérique?", "digital-twin", "fr-CA");
    const where = await ask("y'a un site où je peux le voir?", "fr-CA", twin);
    expect(where.topic).toBe("digital-twin");
    expect(where.text).toContain(COMPANY.labProjects.digitalTwin.url);
    expect((await ask("avez-vous d'autres projets comme ça que je peux voir?", "fr-CA", twin)).topic).toBe("portfolio");
  });

  it("leaves what is kept of the chat to the privacy policy", async () => {
    expect((await ask("do you keep the messages I type in this chat window?", "en-CA")).topic).toBe("privacy");
  });

  it.each([
    ["en-CA", "are you a bot? if so I want a real person"],
    ["fr-CA", "es-tu un robot? si oui je veux parler à un humain"],
    ["en-CA", "are you an AI? if so can you have a real person contact me"],
    // A wish said with "rather" or "préférerais" (dev set 119).
    ["en-CA", "are you an AI? if so i'd rather have someone from the team email me"],
    ["fr-CA", "es-tu une IA? si oui je préférerais qu'un membre de l'équipe m'écrive"],
  ] as const)("says what it is and hands over when asked both (%s %j)", async (language, message) => {
    const answer = await ask(message, language);
    expect(answer.wantsHuman).toBe(true);
    expect(answer.topics).toEqual(["human", "chatbot"]);
    expect(answer.text).toContain(answerOf("chatbot", language));
  });

  it.each([
    ["fr-CA", "le guide IA de l'expérience itinérante, c'est une personne ou un logiciel?", "touring-experience"],
    ["en-CA", "the AI guide in the touring experience, is it a person or software?", "touring-experience"],
    ["fr-CA", "30 ans d'expérience, c'est une personne ou l'équipe au complet?", "about"],
    ["fr-CA", "c'est une personne ou un robot?", "chatbot"],
    ["en-CA", "is this a person or software?", "chatbot"],
  ] as const)("asks whether the thing it names is a person of that thing (%s %j)", async (language, message, topic) => {
    expect((await ask(message, language)).topic).toBe(topic);
  });

  it("answers the question and hands over when the visitor also asks to be put through to a person", async () => {
    const answer = await ask("do you do french and english sites? also put me through to a human, thanks", "en-CA");
    expect(answer.wantsHuman).toBe(true);
    expect(answer.topics).toEqual(["human", "languages"]);
    expect(answer.text).toContain(answerOf("languages", "en-CA"));
    // A consultant named by their role, asked to call, beside a question the classifier is sure of.
    const french = await ask("c'est combien un site web? pis est-ce qu'un conseiller peut m'appeler?", "fr-CA");
    expect([french.wantsHuman, french.topics]).toEqual([true, ["human", "pricing"]]);
    const english = await ask("how long does a project take? and could one of your consultants call me", "en-CA");
    expect([english.wantsHuman, english.topics]).toEqual([true, ["human", "timeline"]]);
    // Five words between the wish and the team.
    const call = await ask("i'd appreciate a phone call from your team. what are your hours?", "en-CA");
    expect([call.wantsHuman, call.topics]).toEqual([true, ["human", "hours"]]);
  });

  it.each([
    ["en-CA", "do people on your team usually reply the same day?"],
    ["en-CA", "does your team usually get back to people the same day?"],
    ["fr-CA", "les gens de votre équipe répondent-ils le jour même?"],
    ["fr-CA", "votre équipe revient vers nous rapidement?"],
  ] as const)("answers how soon the team replies with the response time (%s %j)", async (language, message) => {
    expect((await ask(message, language)).topic).toBe("response-time");
  });

  it("answers what the call costs, right after the booking answer, with the booking answer (it is free)", async () => {
    const booking = after("how do I book an intro call?", "meeting", "en-CA");
    const answer = await ask("does it cost anything?", "en-CA", booking);
    expect(answer.topic).toBe("meeting");
    expect(answer.text).toContain("free");
    const french = after("comment je réserve un appel avec vous?", "meeting", "fr-CA");
    expect((await ask("pis ça coûte combien?", "fr-CA", french)).topic).toBe("meeting");
    // "C'est payant ?" asks it of the call too; a price named after it is the studio's pricing.
    expect((await ask("est-ce que c'est payant?", "fr-CA", french)).topic).toBe("meeting");
    expect((await ask("c'est combien pour un site web?", "fr-CA", french)).topic).toBe("pricing");
    const webApps = after("what do you do for web apps?", "web-apps", "en-CA");
    expect((await ask("how much does it cost?", "en-CA", webApps)).topic).toBe("pricing");
  });

  it("answers a short follow-up it cannot place alone with a detail of the page just discussed", async () => {
    const cookies = after("do you use cookies?", "cookies", "en-CA");
    const answer = await ask("how do i change my choice then", "en-CA", cookies);
    expect(answer.topic).toBe("cookies");
    expect(answer.text).toContain("clear this site’s data");
    expect(answer.text).toContain("/cookies");
  });

  it("answers whether the lab project just discussed is bilingual from its card, in French as in English", async () => {
    for (const [question, language, said] of [
      ["C'est quoi le jumeau numérique?", "fr-CA", "bilingue dès la conception"],
      ["what is your digital twin?", "en-CA", "bilingual by design"],
    ] as const) {
      const twin = after(question, "digital-twin", language);
      const answer = await ask(language === "fr-CA" ? "pis c'est bilingue?" : "is it bilingual?", language, twin);
      expect(answer.topic).toBe("digital-twin");
      expect(answer.text).toContain(said);
    }
  });

  it("answers where to read the terms with the terms, not with a passage that says 'read'", async () => {
    const answer = await ask("where can I read your terms of use?", "en-CA");
    expect(answer.topic).toBe("terms");
    expect(answer.text).toBe(answerOf("terms", "en-CA"));
  });

  it("answers a follow-up that points back with the detail of the page just discussed", async () => {
    const privacy = after("vous avez une politique de confidentialité?", "privacy", "fr-CA");
    const answer = await ask("pis elle a été mise à jour quand?", "fr-CA", privacy);
    expect(answer.topic).toBe("privacy");
    expect(answer.text).toContain("Dernière mise à jour");
    expect(answer.text).toContain("/fr/privacy");
    const cookies = after("what does your cookie policy say?", "cookies", "en-CA");
    expect((await ask("and when was it last updated?", "en-CA", cookies)).text).toContain("Last updated");
  });

  it("answers a short follow-up naming a kind of work, after a question about past work, with examples", async () => {
    const examples = after("do you have examples of creative studio work?", "portfolio", "en-CA");
    expect((await ask("and web apps?", "en-CA", examples)).topic).toBe("portfolio");
    const french = after("avez-vous des exemples de projets en studio de création?", "portfolio", "fr-CA");
    expect((await ask("pis en conseil IA?", "fr-CA", french)).topic).toBe("portfolio");
    expect((await ask("how much does a web app cost?", "en-CA", examples)).topic).toBe("pricing");
  });

  it.each([
    ["qui gérerait notre projet de votre côté", "fr-CA", "team"],
    ["est-ce qu'on voit l'avancement en cours de route", "fr-CA", "engagement-process"],
    ["pouvez-vous nous aider à y voir clair en IA", "fr-CA", "ai-consulting"],
    ["combien de pieds carrés faut-il pour l'expo itinérante", "fr-CA", "touring-experience"],
    ["300 projets, c'est vrai?", "fr-CA", "about"],
  ])(
    "reads the words of %j as words, not as a misspelt price, name or request (%s)",
    async (message, language, topic) => {
      const answer = await ask(message, language as Language);
      expect(answer.topic).toBe(topic);
      expect(answer.wantsHuman).toBe(false);
    },
  );

  it("takes the classifier's word that a message asks for a person only when it is sure and a person is named", () => {
    const sure = [{ label: "human", probability: 0.9 }];
    const unsure = [{ label: "human", probability: 0.6 }];
    const words = (message: string) => intentWords(message, new Set());
    expect(classifiedAsRequest(sure, words("one of your staff members should look at this"))).toBe(true);
    expect(classifiedAsRequest(unsure, words("one of your staff members should look at this"))).toBe(false);
    // Under 90% it is no request (ADR 022): "will we have one main contact person during the project?"
    const likely = [{ label: "human", probability: 0.88 }];
    expect(classifiedAsRequest(likely, words("will we have one main contact person or a different person"))).toBe(
      false,
    );
    // No person named, or a sentence about people that asks for nobody.
    expect(classifiedAsRequest(sure, words("je veux parler de mon projet"))).toBe(false);
    expect(classifiedAsRequest(sure, words("is a human reading this"))).toBe(false);
    expect(classifiedAsRequest(sure, words("i want a chatbot that talks like a person"))).toBe(false);
    expect(classifiedAsRequest([{ label: "team", probability: 0.9 }], words("who is on your team"))).toBe(false);
  });

  it("doubts a request rule's match when a topic is sure or a person almost ruled out (ADR 020, ADR 022)", () => {
    const ranking = (human: number, topic: number) =>
      [
        { label: "human", probability: human },
        { label: "how-to-apply", probability: topic },
      ].sort((a, b) => b.probability - a.probability);
    expect(doubtsRequest(ranking(0.3, 0.5))).toBe(false);
    expect(doubtsRequest(ranking(0.2, 0.6))).toBe(false);
    // Sure of a topic, from 65%.
    expect(doubtsRequest(ranking(0.3, 0.65))).toBe(true);
    // "human" under 15%, whatever the topics (dev sets 70 and 77, cross-validated).
    expect(doubtsRequest(ranking(0.12, 0.5))).toBe(true);
    expect(doubtsRequest(ranking(0.04, 0.3))).toBe(true);
    // Rules that only name a person need 50% (ADR 023).
    expect(doubtsRequest(ranking(0.3, 0.5), true)).toBe(true);
    expect(doubtsRequest(ranking(0.49, 0.4), true)).toBe(true);
    expect(doubtsRequest(ranking(0.55, 0.4), true)).toBe(false);
    expect(doubtsRequest(ranking(0.55, 0.4))).toBe(false);
  });

  it("hands every example of a request rule over, whatever topic the classifier leans to (ADR 022)", async () => {
    const missed: string[] = [];
    for (const example of HUMAN_RULES.flatMap((rule) => rule.examples)) {
      for (const language of ["en-CA", "fr-CA"] as const) {
        if (!(await ask(example, language)).wantsHuman) missed.push(`${language}: ${example}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it("hands none of the look-alikes of a request for a person over, whichever the language of the widget", async () => {
    // The rules' and exceptions' own look-alikes are only checked against the rules (intents/rules.test.ts);
    // here the whole engine reads them, the classifier's word included. The last ones lost their exceptions
    // (issue 28: fewer rules) once the classifier and the other rules let them through.
    const lookAlikes = [
      ...HUMAN_EXCEPTIONS.flatMap((exception) => exception.lookAlikes),
      ...HUMAN_RULES.flatMap((rule) => rule.lookAlikes ?? []),
      "notre organisme préfère de loin les rencontres en personne, vos bureaux sont où?",
      "is there someone on your team who knows WCAG",
      "does anyone on your team have museum experience",
      "Personne ne m'a répondu",
      "if I email your team how soon will I hear back",
      "si j'écris à votre équipe, vous répondez vite?",
      "which days are your consultants available to talk?",
      "will the intro call be with a real human?",
      "what's the best way to get in touch with your staff in writing?",
      "peux-tu m'écrire un script Python pour renommer des fichiers?",
      "if I ask to talk to someone, what happens?",
      "we don't have the team to build an exhibit ourselves, could we rent your touring one?",
      "How can I book a time to talk with your people, is there a calendar link?",
      "is there someone I can talk to about contract work, or should I just apply online?",
      "can I reach somebody on your team after 6 pm?",
      "which address do I use to contact someone on your team?",
      "quand j'envoie le formulaire, est-ce qu'une personne va me répondre ou c'est automatique?",
      "I want to talk with your team over video, how can I book that?",
      "who can I speak with about applying for the app developer position?",
      "si je vous écris sur Facebook, quelqu'un va me répondre?",
      "if I ask you to transfer me to a human, what happens?",
      "if I contact your team, how long until an actual person replies?",
      "can I reach somebody through your Facebook page?",
      "If I send your team a note, how long before a human replies to me?",
      "faut-il parler à quelqu'un pour postuler ou tout se fait en ligne?",
      "puis-je réserver un rendez-vous moi-même plutôt que d'attendre qu'on me rappelle?",
      ...LOOK_ALIKES_WITHOUT_EXCEPTION,
      // A rule matches, and the classifier is 70-90% sure the question is about the chat (TOPIC_SURE_OVER_RULES).
      "Si je remplis le formulaire, est-ce qu'un humain va me répondre ou c'est automatique?",
    ];
    const handedOver: string[] = [];
    for (const message of lookAlikes) {
      for (const language of ["en-CA", "fr-CA"] as const) {
        if ((await ask(message, language)).wantsHuman) handedOver.push(`${language}: ${message}`);
      }
    }
    expect(handedOver).toEqual([]);
  });

  it("answers the examples of the intent rules removed for issue 28 from the classifier, in either widget language", async () => {
    // Rules whose examples the classifier answers alike (bot questions, off-topic requests, meetings), removed once
    // dev set 120 was learnt: the cross-validated sets gained 12 answers without them, with no false hand-off more.
    const expected: [string, readonly string[]][] = [
      [
        "chatbot",
        [
          "does a person ever read what I write in this chat?",
          "est-ce qu'un humain lit ce que j'écris ici?",
          "y a-tu quelqu'un qui lit vraiment mes messages ici?",
          "is this chat answered by a person?",
          "are your replies written by a human",
          "what are you",
          "t'es quoi toi",
          "are you chatgpt",
          "is this powered by gpt",
          "am i talking to a bot",
          "am I chatting with a real human",
          "tes réponses sont écrites par une vraie personne?",
          "vos réponses sont générées par une IA?",
          "c'est un robot?",
          "est-ce une vraie personne",
          "je parle à un robot ou à un humain?",
          "je parle à une machine",
          "es-tu un assistant virtuel",
          "c'est un agent automatisé?",
          "est-il un robot",
          "c'est-tu un vrai?",
        ],
      ],
      [
        "out-of-scope",
        [
          "quel temps fait-il à Ottawa",
          "can you help me debug this",
          "aide-moi avec mes devoirs",
          "write me a Python function to sort a list",
          "une formule Excel pour additionner deux colonnes",
          "best sushi place downtown",
          "un bon resto pour ce soir",
          "good place to eat near the market?",
        ],
      ],
      [
        "meeting",
        [
          "I'd like an appointment",
          "can we meet in person",
          "prendre un rendez-vous",
          "planifier une rencontre",
          "un rendez-vous la semaine prochaine",
          "une réunion avec vous",
        ],
      ],
    ];
    const wrong: string[] = [];
    for (const [topic, messages] of expected) {
      for (const message of messages) {
        for (const language of ["en-CA", "fr-CA"] as const) {
          const answer = await ask(message, language);
          if (answer.topic !== topic || answer.wantsHuman) wrong.push(`${language}: ${message} -> ${answer.topic}`);
        }
      }
    }
    // …and the off-topic rules' look-alikes are still answered.
    for (const message of [
      "does the AI engineer job need Python?",
      "do you build web apps in JavaScript?",
      "a friend of mine works at your studio and says its a great place, are you hiring right now?",
    ]) {
      for (const language of ["en-CA", "fr-CA"] as const) {
        if ((await ask(message, language)).topic === "out-of-scope")
          wrong.push(`${language}: ${message} -> out-of-scope`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("does not take questions that mention people or agents for requests to talk to one", async () => {
    for (const [message, language] of [
      ["are you a real person?", "en-CA"],
      ["do you build AI agents?", "en-CA"],
      ["can I apply in person", "en-CA"],
      ["in the tools you build, does a human on your side still check what the model produces", "en-CA"],
      ["how can I contact you?", "en-CA"],
      ["parlez-vous anglais ?", "fr-CA"],
      ["faites-vous des agents conversationnels ?", "fr-CA"],
    ] as const) {
      expect((await ask(message, language)).wantsHuman, message).toBe(false);
    }
  });

  it.each([
    ["when will somebody from your team get back to me about my message", "en-CA", "response-time", false],
    ["what hours can i call someone at your office", "en-CA", "hours", false],
    ["à partir de quelle heure on peut appeler quelqu'un le matin", "fr-CA", "hours", false],
    ["j'aimerais un rendez-vous en visio avec quelqu'un de votre équipe", "fr-CA", "meeting", false],
    // "Personne" after a denied verb is nobody (dev set 101).
    ["vos heures d'ouverture? je veux pas déranger personne à l'heure du souper", "fr-CA", "hours", false],
    ["suis-je en train de clavarder avec une vraie personne", "fr-CA", "chatbot", false],
    ["es-tu un programme automatisé ou un humain?", "fr-CA", "chatbot", false],
    ["j'aimerais que votre directrice me téléphone demain", "fr-CA", "human", true],
    ["can we set up a 20 minute chat with your team next week", "en-CA", "meeting", false],
    ["will anybody get back to me before the holidays if I write today", "en-CA", "response-time", false],
    ["est-ce que quelqu'un va me répondre avant la fin de semaine si j'écris ce soir", "fr-CA", "response-time", false],
    ["can i speak with your account manager about our contract", "en-CA", "human", true],
    ["j'aimerais m'entretenir avec un de vos chefs de projet", "fr-CA", "human", true],
    ["any openings for somebody like me with three years of python", "en-CA", "careers", false],
    ["quel forfait cellulaire me conseilles-tu", "fr-CA", "out-of-scope", false],
    ["ok gotta run, bye", "en-CA", "goodbye", false],
    ["i'd like to speak with your technical director about the integration", "en-CA", "human", true],
    ["c'est quoi ton avis sur poilievre", "fr-CA", "out-of-scope", false],
    ["that's all i needed, bye", "en-CA", "goodbye", false],
    ["bonne fin de soirée", "fr-CA", "goodbye", false],
    ["that's it for today, bye", "en-CA", "goodbye", false],
  ] as const)(
    "tells a question about people, hours or the assistant from a request for a person (%j)",
    async (message, language, topic, wantsHuman) => {
      const answer = await ask(message, language);
      expect(answer.topic).toBe(topic);
      expect(answer.wantsHuman).toBe(wantsHuman);
    },
  );

  const counter = (key: (typeof COUNTERS)[number]["key"]) => String(COUNTERS.find((item) => item.key === key)?.target);

  it.each([
    ["en-CA", "how long has the studio been at this?", [counter("years")]],
    ["en-CA", "how many projects has the studio delivered", [counter("projects")]],
    ["en-CA", "how many clients have you served in total", [counter("clients")]],
    ["fr-CA", "depuis combien d'années faites-vous ce travail", [counter("years")]],
    ["fr-CA", "combien de projets avez-vous menés à terme", [counter("projects")]],
    ["fr-CA", "vous avez servi combien de clients en tout", [counter("clients")]],
    ["en-CA", "which city is the studio based in", [MESSAGES["en-CA"].contact.info.location]],
    ["fr-CA", "le studio est établi dans quelle ville", [MESSAGES["fr-CA"].contact.info.location]],
    ["en-CA", "when is the office open", [MESSAGES["en-CA"].contact.response.hours]],
    ["en-CA", "how fast do you get back to people who write", [String(COMPANY.responseHours)]],
    ["fr-CA", "vous répondez aux messages en combien de temps", [String(COMPANY.responseHours)]],
    ["en-CA", "who leads northlight", LEADERSHIP.map((leader) => leader.name)],
    ["fr-CA", "qui sont les dirigeants du studio", LEADERSHIP.map((leader) => leader.name)],
    ["en-CA", "what roles are open at the moment", JOB_KEYS.map((key) => MESSAGES["en-CA"].jobs[key].title)],
    ["fr-CA", "quels postes avez-vous d'affichés", JOB_KEYS.map((key) => MESSAGES["fr-CA"].jobs[key].title)],
  ] as const)(
    "answers a question about the studio's facts (%s %j) with the constants the pages show",
    async (language, message, facts) => {
      const answer = await ask(message, language);
      for (const fact of facts) expect(answer.text, answer.topic).toContain(fact);
    },
  );

  it("asks which topic the visitor means when two are about as likely, then answers the one chosen", async () => {
    // Two topics in two words: the engine asks about at least one such pair rather than guess (which ones
    // depends on the trained model, so every pair of these cues is tried).
    const cues = ["french", "jobs", "privacy", "timeline", "linkedin", "terms", "lab", "ai", "team", "clients"];
    const more = ["projects", "website", "video", "address", "hours", "portfolio", "email", "cookies", "apply"];
    const words = [...cues, ...more];
    const candidates = words.flatMap((first) =>
      words.filter((word) => word !== first).map((second) => `${first} ${second}?`),
    );
    let asked: { message: string; answer: ChatAnswer } | undefined;
    for (const message of candidates) {
      const answer = await ask(message, "en-CA");
      if (answer.topic === "clarify") asked = { message, answer };
    }
    if (!asked) throw new Error(`no clarifying question for any of ${candidates.join(", ")}`);
    const { message, answer: question } = asked;
    const [first, second] = (clarifiedTitles(question.text) ?? []).map((title) =>
      KNOWLEDGE.find((entry) => entry.text["en-CA"].title === title),
    );
    if (!first || !second) throw new Error(`not a clarifying question: ${question.text}`);
    expect(question.text).toBe(clarification(first.text["en-CA"].title, second.text["en-CA"].title, "en-CA"));
    // The question must leave the message box open: no escalation phrase, no email prompt.
    expect(offersHuman(question.text)).toBe(false);
    expect(question.wantsHuman).toBe(false);
    const history: ChatTurn[] = [
      { role: "user", content: message },
      { role: "assistant", content: question.text },
    ];
    expect((await ask("the second one", "en-CA", history)).topic).toBe(second.id);
    expect((await ask("the first", "en-CA", history)).topic).toBe(first.id);
    expect((await ask("where is your office located", "en-CA", history)).topic).toBe("location");

    // The same in French, after a clarifying question between the two response times.
    const titles = ["application-response-time", "response-time"].map((id) => entryOf(id).text["fr-CA"].title);
    const frenchHistory: ChatTurn[] = [
      { role: "user", content: "délai de réponse ?" },
      { role: "assistant", content: clarification(titles[0] ?? "", titles[1] ?? "", "fr-CA") },
    ];
    expect((await ask("le premier", "fr-CA", frenchHistory)).topic).toBe("application-response-time");
    expect((await ask("le deuxième", "fr-CA", frenchHistory)).topic).toBe("response-time");
    expect((await ask("pour ma candidature", "fr-CA", frenchHistory)).topic).toBe("application-response-time");
  });

  it("answers a clear winner, asks between two close topics, and offers the team for a guess", () => {
    const entries = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));
    const close = 0.45;
    const ranking = (second: string, secondProbability: number) => [
      { label: "hours", probability: close },
      { label: second, probability: secondProbability },
    ];
    expect(decide(ranking("languages", close - CLARIFY_MARGIN / 2), entries)).toMatchObject({
      kind: "clarify",
      first: { id: "hours" },
      second: { id: "languages" },
    });
    expect(decide(ranking("languages", close - CLARIFY_MARGIN * 2), entries)).toMatchObject({
      kind: "answer",
      entry: { id: "hours" },
    });
    // Out of scope as the runner-up is no second topic to offer.
    expect(decide(ranking("out-of-scope", close - 0.01), entries)).toMatchObject({ kind: "answer" });
    expect(decide([{ label: "hours", probability: MIN_PROBABILITY - 0.01 }], entries)).toMatchObject({
      kind: "unknown",
    });
    expect(decide([{ label: "out-of-scope", probability: 0.9 }], entries)).toMatchObject({
      kind: "unknown",
      declined: true,
    });
    // Out of scope only as a guess: no decline said outright.
    expect(decide([{ label: "out-of-scope", probability: 0.5 }], entries)).toMatchObject({
      kind: "unknown",
      declined: false,
    });
  });

  it("keeps to the thing discussed two questions back when the last one only followed it up", async () => {
    const english = [
      ...after("what's the digital twin platform?", "digital-twin", "en-CA"),
      ...after("would it work for a sculpture garden outdoors?", "digital-twin", "en-CA"),
    ];
    expect((await ask("is there somewhere i can see it?", "en-CA", english)).topic).toBe("digital-twin");
    const french = [
      ...after("c'est quoi l'expérience de visite IA?", "touring-experience", "fr-CA"),
      ...after("ça pourrait marcher dans un jardin botanique?", "touring-experience", "fr-CA"),
    ];
    expect((await ask("comment on peut la voir?", "fr-CA", french)).topic).toBe("touring-experience");
  });

  it("keeps to the thing just discussed when a longer question says it, not when it names or picks another", async () => {
    const english = after("what is the digital twin platform", "digital-twin", "en-CA");
    expect((await ask("can it work for an outdoor heritage village too", "en-CA", english)).topic).toBe("digital-twin");
    const french = after("c'est quoi la plateforme de jumeau numérique", "digital-twin", "fr-CA");
    expect((await ask("ça marche-tu pour un village patrimonial extérieur", "fr-CA", french)).topic).toBe(
      "digital-twin",
    );
    const lab = after("what's in your innovation lab?", "innovation-lab", "en-CA");
    expect((await ask("and the other one, the touring exhibit, how does it work?", "en-CA", lab)).topic).toBe(
      "touring-experience",
    );
  });

  it("answers who runs or founded the studio with its leaders, and who owns its content with the terms", async () => {
    expect((await ask("who runs northlight studio?", "en-CA")).topic).toBe("team");
    expect((await ask("qui a fondé northlight?", "fr-CA")).topic).toBe("team");
    expect((await ask("who owns the content on your site?", "en-CA")).topic).toBe("terms");
  });

  it("answers a question that names one of the leaders about the team", async () => {
    expect((await ask("qu'est-ce que Marc fait chez vous au juste", "fr-CA")).topic).toBe("team");
    expect((await ask("I met Daniel at a conference, what's his background", "en-CA")).topic).toBe("team");
    expect((await ask("on veut une feuille de route claire pour l'IA, vous faites ça?", "fr-CA")).topic).toBe(
      "ai-consulting",
    );
  });

  it("answers a question about a leader's LinkedIn profile about the team, whose bios link to them", async () => {
    const english = after("who runs the studio?", "team", "en-CA");
    expect((await ask("is she on linkedin?", "en-CA", english)).topic).toBe("team");
    expect((await ask("where can I find the founders' LinkedIn profiles?", "en-CA")).topic).toBe("team");
    expect((await ask("les dirigeants ont-ils un profil LinkedIn?", "fr-CA")).topic).toBe("team");
    const eachLeader = "sur la page à propos, y a-t-il un lien LinkedIn pour chaque membre de la direction?";
    expect((await ask(eachLeader, "fr-CA")).topic).toBe("team");
    expect((await ask("the four people on the about page, where are their linkedin profiles?", "en-CA")).topic).toBe(
      "team",
    );
    expect((await ask("are you on linkedin?", "en-CA")).topic).toBe("social-media");
  });

  it("keeps a short question that points back, and that it cannot place alone, on the topic just discussed", async () => {
    const leaders = after("who leads the studio?", "team", "en-CA");
    expect((await ask("what did the AI one do before?", "en-CA", leaders)).topic).toBe("team");
    const twin = after("tell me about the digital twin", "digital-twin", "en-CA");
    expect((await ask("can I try it anywhere online?", "en-CA", twin)).topic).toBe("digital-twin");
    const jobs = after("quels postes sont ouverts?", "careers", "fr-CA");
    expect((await ask("le premier, il demande quoi comme expérience?", "fr-CA", jobs)).topic).toBe("careers");
    // A question that names its own thing is its own.
    const services = after("vous offrez quels services?", "services", "fr-CA");
    expect((await ask("pis le studio de création, ça comprend quoi?", "fr-CA", services)).topic).toBe(
      "creative-studio",
    );
    // "C'est" points back too (dev set 113).
    const privacy = after("c'est quoi votre politique de confidentialité?", "privacy", "fr-CA");
    expect((await ask("ok pis c'est gardé où exactement?", "fr-CA", privacy)).topic).toBe("privacy");
  });

  it("goes on with the topic just discussed when a short message hesitates between it and another", async () => {
    // A classifier sure of the privacy question and torn on the follow-up, as the folds' models were on "ok mais
    // c'est stocké où, au Canada ?" (dev set 114): the trained model has since learnt that one.
    const torn: TopicClassifier = {
      labels: [...KNOWLEDGE.map((entry) => entry.id), "human", "out-of-scope"],
      classify: (text) =>
        /politique|policy/i.test(text)
          ? [
              { label: "privacy", probability: 0.98 },
              { label: "location", probability: 0.02 },
            ]
          : [
              { label: "location", probability: 0.46 },
              { label: "privacy", probability: 0.44 },
              { label: "out-of-scope", probability: 0.1 },
            ],
    };
    const hesitant = createEmbeddedEngine({ classifier: torn });
    const answerTo = async (message: string, history: ChatTurn[], language: Language) =>
      (await hesitant.answer({ message, history, language })).topic;
    const question = "ok pis les serveurs sont au canada ou ailleurs?";
    expect(await answerTo(question, [], "fr-CA")).toBe("clarify");
    const policy = after("c'est quoi votre politique de confidentialité?", "privacy", "fr-CA");
    expect(await answerTo(question, policy, "fr-CA")).toBe("privacy");
    const english = after("what is your privacy policy?", "privacy", "en-CA");
    expect(await answerTo("ok so the servers are in canada or elsewhere?", english, "en-CA")).toBe("privacy");
    // Too long to go on with it: a question of its own.
    const long = "ok, but where exactly is all of that information stored these days, in canada or somewhere else?";
    expect(await answerTo(long, english, "en-CA")).toBe("clarify");
  });

  it("takes he or she right after a question about the team for one of its leaders", async () => {
    const english = after("who runs the studio?", "team", "en-CA");
    expect((await ask("and what did she do before that?", "en-CA", english)).topic).toBe("team");
    const french = after("c'est qui qui dirige le studio?", "team", "fr-CA");
    expect((await ask("pis lui, il a fait quoi avant?", "fr-CA", french)).topic).toBe("team");
    // "Lequel", "laquelle", "le gars", "la personne": one of them, too.
    const leaders = after("qui sont les dirigeants du studio?", "team", "fr-CA");
    expect((await ask("et laquelle s'occupe de la stratégie?", "fr-CA", leaders)).topic).toBe("team");
    expect((await ask("et lequel s'occupe de l'IA?", "fr-CA", leaders)).topic).toBe("team");
  });

  it("answers a story that names a person with the topic the classifier is sure of, a wish for a person aside", async () => {
    const visit =
      "Hi, I'm organizing a site visit for our digital team, four people from a museum in Montreal. We'd like to come see your studio and chat in person rather than over video, since we'll be in Ottawa for a meeting anyway. Where exactly is your office, and can visitors drop by?";
    const answer = await ask(visit, "en-CA");
    expect([answer.topic, answer.wantsHuman]).toEqual(["location", false]);
    const legal =
      "I'm with a provincial agency and our legal team wants to understand where information goes before anyone on staff uses your site's chat or forms. Where is the data you collect stored and who can access it?";
    expect((await ask(legal, "en-CA")).wantsHuman).toBe(false);
    const applicant =
      "I applied for the developer role two weeks ago and haven't heard anything. I'd like someone from the hiring side to write to me and confirm.";
    expect((await ask(applicant, "en-CA")).wantsHuman).toBe(true);
  });

  it("answers a question that a request rule matches but the classifier gives no chance of one (ADR 022)", async () => {
    const phone = await ask("the job form asks for my phone, is that so you can call me?", "en-CA");
    expect([phone.topic, phone.wantsHuman]).toEqual(["how-to-apply", false]);
    const cell = await ask("pourquoi vous demandez mon téléphone dans la candidature? vous allez m'appeler?", "fr-CA");
    expect(cell.wantsHuman).toBe(false);
    // A person wished for outright is still one, however unlikely the classifier finds it.
    expect((await ask("my manager wants someone to call us, what do your services cost?", "en-CA")).wantsHuman).toBe(
      true,
    );
  });

  it("answers an applicant's question about the delay with the application's, not a message's", async () => {
    const confirmed =
      "I sent my application for the developer job on Monday and got the confirmation message on the screen, but nothing in my inbox since. When can I expect to hear back?";
    expect((await ask(confirmed, "en-CA")).topic).toBe("application-response-time");
    const applied = after("I just applied for the developer position", "how-to-apply", "en-CA");
    expect((await ask("when should I expect to hear from you", "en-CA", applied)).topic).toBe(
      "application-response-time",
    );
    expect((await ask("how fast do you answer emails", "en-CA", applied)).topic).toBe("response-time");
    // Said in the same message.
    const french = "J'ai postulé vendredi pour le poste en IA — ça prend combien de temps normalement?";
    expect((await ask(french, "fr-CA")).topic).toBe("application-response-time");
  });

  it("answers what a story asks after a comma, not the meeting the visitor mentions", async () => {
    const story =
      "We're a small theatre company in Kingston and we'd rather meet people in person than over Zoom. Your site says Ottawa but I couldn't tell, whereabouts are you";
    const answer = await ask(story, "en-CA");
    expect(answer.topic).toBe("location");
    expect(answer.topics).toBeUndefined();
  });

  it.each([
    ["I asked about the digital twin twice now. real person please", "en-CA"],
    ["t'as pas compris ma question sur les cookies. un agent svp", "fr-CA"],
    ["ton robot tourne en rond. vrai humain maintenant", "fr-CA"],
  ] as const)(
    "hands over when the last sentence only asks for a person, after a complaint (%s)",
    async (message, language) => {
      expect(await ask(message, language)).toMatchObject({ topic: "human", wantsHuman: true });
    },
  );

  it("reads a guess at who after a question of who as part of the question, not as a request", async () => {
    const guess = await ask("si je vous écris par courriel, ça arrive chez qui ? une vraie personne ?", "fr-CA");
    expect(guess.wantsHuman).toBe(false);
    expect(guess.topic).not.toBe("human");
    expect((await ask("who can I talk to? a real person?", "en-CA")).wantsHuman).toBe(true);
  });

  it("takes a last sentence that names a person among other words for what it asks", async () => {
    expect((await ask("ok thanks. are you a bot or a real human?", "en-CA")).wantsHuman).toBe(false);
  });

  it("hands over for a clause that asks for a person only when the whole message does", async () => {
    const booking = await ask(
      "I'd love to talk with your team about our exhibit. How do I schedule an intro call?",
      "en-CA",
    );
    expect(booking).toMatchObject({ topic: "meeting", wantsHuman: false });
    const french = await ask("On aimerait jaser avec votre équipe. Comment je peux prendre un rendez-vous?", "fr-CA");
    expect(french).toMatchObject({ topic: "meeting", wantsHuman: false });
    const both = await ask("where is your office? and can someone call me back tomorrow", "en-CA");
    expect(both.wantsHuman).toBe(true);
  });

  it("keeps a follow-up to the service or lab project just discussed, and takes the other one for its sibling", async () => {
    const webApps = after("do you make custom web applications?", "web-apps", "en-CA");
    expect((await ask("what sorts exactly?", "en-CA", webApps)).topic).toBe("web-apps");
    expect((await ask("what other services do you have?", "en-CA", webApps)).topic).toBe("services");
    const touring = after("tell me about the touring AI experience", "touring-experience", "en-CA");
    expect((await ask("and the other lab project?", "en-CA", touring)).topic).toBe("digital-twin");
    const twin = after("c'est quoi le jumeau numérique?", "digital-twin", "fr-CA");
    expect((await ask("pis l'autre projet du labo?", "fr-CA", twin)).topic).toBe("touring-experience");
  });

  it("reads a short follow-up that means nothing alone with the previous question", async () => {
    expect((await ask("le lien ?", "fr-CA")).topic).toBe("out-of-scope");
    const french = after("c'est quoi le jumeau numérique", "digital-twin", "fr-CA");
    expect((await ask("le lien ?", "fr-CA", french)).topic).toBe("digital-twin");
    const english = after("what's the touring exhibit?", "touring-experience", "en-CA");
    expect((await ask("url?", "en-CA", english)).topic).toBe("touring-experience");
    // An "ok" in between says nothing of what the conversation is about.
    const ok = await ask("ok", "fr-CA", french);
    const okInBetween: ChatTurn[] = [
      ...french,
      { role: "user", content: "ok" },
      { role: "assistant", content: ok.text },
    ];
    expect((await ask("le lien ?", "fr-CA", okInBetween)).topic).toBe("digital-twin");
  });

  it.each(EVAL_SETS.filter((set) => set.tuning).map((set) => [set.label, set] as const))(
    "meets the budgets on the %s (the held-out sets are measured by npm run bench:chat)",
    async (_label, set) => {
      const report = await evaluateSet(engine, set);
      for (const topic of report.topics) {
        expect(topic.accuracy, `${topic.language} misses: ${JSON.stringify(topic.misses)}`).toBeGreaterThanOrEqual(
          set.topicAccuracy,
        );
      }
      const { escalation } = report;
      expect(escalation.recall, JSON.stringify(escalation.errors)).toBeGreaterThanOrEqual(BUDGETS.escalationRecall);
      expect(escalation.precision, JSON.stringify(escalation.errors)).toBeGreaterThanOrEqual(
        BUDGETS.escalationPrecision,
      );
    },
  );
});
