import { describe, expect, it } from "vitest";
import { clausesOf, openingBeforeRemark, read } from "./reading.ts";

const texts = (message: string) => clausesOf(message).map((clause) => clause.text);

describe("reading a message", () => {
  it.each([
    ["what's your email? and where are you?", ["what's your email?", "where are you?"]],
    ["are you hiring and how do I apply", ["are you hiring", "how do I apply"]],
    ["do you build apps; also, what does it cost", ["do you build apps;", "what does it cost"]],
    ["c'est quoi votre courriel? pis vous êtes où?", ["c'est quoi votre courriel?", "vous êtes où?"]],
    [
      "quelles sont vos conditions, et vendez-vous mes données?",
      ["quelles sont vos conditions", "vendez-vous mes données?"],
    ],
    ["comment ça marche et ça prend combien de temps", ["comment ça marche", "ça prend combien de temps"]],
    [
      "vous répondez en combien de temps et je peux réserver un appel en ligne?",
      ["vous répondez en combien de temps", "je peux réserver un appel en ligne?"],
    ],
    [
      "dites-m'en plus sur le jumeau numérique, et puis-je réserver un appel?",
      ["dites-m'en plus sur le jumeau numérique", "puis-je réserver un appel?"],
    ],
    // A hedge between the conjunction and the question.
    [
      "do you make touch tables, and roughly what would one cost?",
      ["do you make touch tables", "roughly what would one cost?"],
    ],
    [
      "je postule comment, et après combien de temps vous me répondez",
      ["je postule comment", "après combien de temps vous me répondez"],
    ],
    ["how do i apply and then when do you reply", ["how do i apply", "then when do you reply"]],
    // A short question is as short without the conjunction that joined it.
    [
      "c'est où vos bureaux? pis vous répondez aux courriels en combien de temps",
      ["c'est où vos bureaux?", "vous répondez aux courriels en combien de temps"],
    ],
    // "+" as visitors type "and".
    ["do you build apps + what would one cost?", ["do you build apps", "what would one cost?"]],
    // A short question that stands alone, and a question opened by a preposition.
    ["Comment postuler? Pis avez-vous un Instagram?", ["Comment postuler?", "avez-vous un Instagram?"]],
    ["comment postuler et quand est-ce que vous répondez", ["comment postuler", "quand est-ce que vous répondez"]],
    [
      "avez-vous des postes ouverts, et en combien de temps vous répondez?",
      ["avez-vous des postes ouverts", "en combien de temps vous répondez?"],
    ],
    // The asking word last, as French puts it.
    [
      "vous gardez quoi dans le navigateur, pis la politique date de quand?",
      ["vous gardez quoi dans le navigateur", "la politique date de quand?"],
    ],
    // …or a few words before the end.
    [
      "avez-vous des stages et on a une réponse en combien de temps après l'entrevue?",
      ["avez-vous des stages", "on a une réponse en combien de temps après l'entrevue?"],
    ],
    // A question opened by "à quel…".
    ["quels projets faites-vous et à quels musées?", ["quels projets faites-vous", "à quels musées?"]],
    // A French question by inversion a few words after the comma and conjunction.
    [
      "c'est quoi votre labo, et l'expo itinérante est-elle offerte au Québec?",
      ["c'est quoi votre labo", "l'expo itinérante est-elle offerte au Québec?"],
    ],
    // A hedge before the question word.
    [
      "typically what does a museum app include, and when could you start?",
      ["typically what does a museum app include", "when could you start?"],
    ],
    // A second request that "and also" joins after a comma.
    [
      "pouvez-vous refaire notre site, et aussi former nos employés à l'IA?",
      ["pouvez-vous refaire notre site", "former nos employés à l'IA?"],
    ],
    // A question of a word after a question: the same asked of another thing.
    ["vos applis sont bilingues? et accessibles?", ["vos applis sont bilingues?", "accessibles?"]],
    // An inversion typed without its hyphen, and a request in the imperative.
    ["comment se passe un projet, et avez vous des exemples", ["comment se passe un projet", "avez vous des exemples"]],
    ["montrez-moi vos projets et dites-moi vos prix", ["montrez-moi vos projets", "dites-moi vos prix"]],
    // "And X too" after a question asks the same of X.
    ["c'est quoi votre labo? et vos services aussi", ["c'est quoi votre labo?", "vos services aussi"]],
    // A question of two words that opens with who is asked.
    ["vous engagez? pis vous êtes où?", ["vous engagez?", "vous êtes où?"]],
  ])("divides %j where a second question starts, without the conjunction", (message, clauses) => {
    expect(texts(message)).toEqual(clauses);
    expect(clausesOf(message).every((clause) => clause.asks)).toBe(true);
  });

  it.each([
    "strategy and design for our museum",
    "do you do AI and web apps",
    "we need a website and an app for our festival",
    "our exhibits and our website need work",
    "est-ce que vous faites des sites web et des applis",
  ])("keeps %j whole: its conjunction joins things, not questions", (message) => {
    expect(texts(message)).toEqual([message]);
  });

  it("reads each part of a question-marked sentence that 'and' divides as asking, but not a condition", () => {
    expect(clausesOf("price range for a touch table, and how long to make one?")).toEqual([
      { text: "price range for a touch table", asks: true },
      { text: "how long to make one?", asks: true },
    ]);
    expect(clausesOf("if I email you the brief today, when would you reply?")[0]?.asks).toBe(false);
  });

  it("reads a delay or an amount asked in the middle of a short clause, or after a hedge, as a question", () => {
    expect(clausesOf("si j'envoie ma candidature, je vais avoir des nouvelles en combien de temps")[0]?.asks).toBe(
      true,
    );
    expect(clausesOf("if we sign in May, it would be ready how many weeks later")[0]?.asks).toBe(true);
    expect(clausesOf("roughly what would a kiosk run us")[0]?.asks).toBe(true);
    expect(clausesOf("la politique de confidentialité, ça dit quoi sur mes données envoyées")[0]?.asks).toBe(true);
  });

  it("reads a question about two things that 'also' or a comparison sets apart as two questions", () => {
    expect(texts("can you explain the touring experience and also the digital twin")).toEqual([
      "can you explain the touring experience",
      "can you explain the digital twin",
    ]);
    expect(texts("do you do branding and also web apps?")).toEqual(["do you do branding", "do you do web apps"]);
    expect(texts("vous faites des vidéos pis des sites web aussi?")).toEqual([
      "vous faites des vidéos",
      "vous faites des sites web",
    ]);
    expect(texts("vous faites des sites web et aussi des vidéos?")).toEqual([
      "vous faites des sites web",
      "vous faites des vidéos",
    ]);
    expect(texts("what's the difference between the lab and the studio?")).toEqual(["the lab", "the studio"]);
    expect(texts("what's the difference between the lab and the studio? which one fits us?")).toEqual([
      "the lab",
      "the studio",
      "which one fits us?",
    ]);
    expect(texts("quelle est la différence entre le jumeau numérique et l'expo itinérante")).toEqual([
      "le jumeau numérique",
      "l'expo itinérante",
    ]);
  });

  it("asks one question word of each of two things it joins", () => {
    expect(texts("whats your email and office hours")).toEqual(["whats your email", "whats office hours"]);
    expect(texts("c quoi votre courriel pis vos heures de bureau")).toEqual([
      "c quoi votre courriel",
      "c quoi vos heures de bureau",
    ]);
    expect(texts("Où je trouve vos conditions d'utilisation et votre politique de confidentialité?")).toEqual([
      "Où je trouve vos conditions d'utilisation",
      "Où je trouve votre politique de confidentialité",
    ]);
    expect(texts("Où puis-je lire vos conditions et votre politique de confidentialité?")).toEqual([
      "Où puis-je lire vos conditions",
      "Où puis-je lire votre politique de confidentialité",
    ]);
    expect(texts("vous répondez en combien de temps et c quoi vos heures de bureau")).toEqual([
      "vous répondez en combien de temps",
      "c quoi vos heures de bureau",
    ]);
  });

  it("starts a question at a question word after a comma", () => {
    const clauses = clausesOf("your site says Ottawa but I couldn't tell, whereabouts are you");
    expect(clauses).toEqual([
      { text: "your site says Ottawa but I couldn't tell", asks: false },
      { text: "whereabouts are you", asks: true },
    ]);
  });

  it("reads a thing of the studio's, named and question-marked, as a question of its own", () => {
    expect(texts("your email? and how fast do you answer?")).toEqual(["your email?", "how fast do you answer?"]);
    expect(texts("vos tarifs? pis vous êtes où?")).toEqual(["vos tarifs?", "vous êtes où?"]);
    // Unmarked, it is a fragment of the question it opens.
    expect(texts("your email and phone please")).toHaveLength(1);
    // Two of them, each with its possessive, asked for with a please or a question mark; a remark is no request.
    expect(texts("votre courriel svp et vos heures de bureau")).toEqual(["votre courriel", "vos heures de bureau"]);
    expect(texts("your email and your office hours?")).toEqual(["your email", "your office hours"]);
    expect(texts("your site and your work look great!")).toHaveLength(1);
  });

  it("reads waiting for an answer, said as a fact, as asking after it", () => {
    expect(clausesOf("applied 3 days ago no answer yet. also where can i read your terms?")[0]?.asks).toBe(true);
    expect(clausesOf("j'ai postulé lundi, toujours pas de nouvelles. pis vos bureaux sont où?")[0]?.asks).toBe(true);
  });

  it("joins a fragment to its neighbour rather than reading it alone", () => {
    expect(texts("do you do AI strategy; and do you also do installations?")).toEqual([
      "do you do AI strategy;",
      "do you also do installations?",
    ]);
    expect(texts("votre jumeau numérique pourrait-il nous aider, et comment?")).toEqual([
      "votre jumeau numérique pourrait-il nous aider et comment?",
    ]);
  });

  it("tells the clauses that ask from those that tell about the visitor", () => {
    const reading = read(
      "I run a small museum in the valley and our board keeps talking about AI. We have a small budget for it this year. Do you help organizations figure out where AI fits?",
    );
    expect(reading.long).toBe(true);
    expect(reading.asking.map((clause) => clause.text)).toEqual([
      "Do you help organizations figure out where AI fits?",
    ]);
    const marked = read(
      "Our school board set money aside for AI this year. We would like to train our teachers and maybe try a homework tool with two classes. If we sign in January, is it realistic to have something working by September?",
    );
    expect(marked.asking.map((clause) => clause.text)).toEqual([
      "If we sign in January, is it realistic to have something working by September?",
    ]);
    // One question mark closes two questions.
    const both = read(
      "We manage three old buildings on a campus and keep arguing about how visitors move through them during open houses. Could your lab's platform work for buildings like ours, and what does it let you do?",
    );
    expect(both.asking.map((clause) => clause.text)).toEqual([
      "Could your lab's platform work for buildings like ours",
      "what does it let you do?",
    ]);
    expect(read("vous êtes ouverts quand").asking).toHaveLength(1);
    expect(read("On cherche une firme pour notre expo.").clauses[0]?.asks).toBe(true);
    expect(read("Notre musée ouvre une nouvelle salle.").clauses[0]?.asks).toBe(false);
    expect(read("where are you?").long).toBe(false);
  });

  it("reads a request for a thing, or a question after 'separately', without a question mark as asking (dev set 115)", () => {
    expect(clausesOf("vous êtes une vraie personne? pis je pourrais avoir votre adresse courriel")[1]?.asks).toBe(true);
    expect(clausesOf("what languages do you work in? separately, can you send me the privacy policy")[1]?.asks).toBe(
      true,
    );
    expect(clausesOf("je peux être disponible lundi")[0]?.asks).toBe(false);
  });
});

describe("a short message that opens with a few words and goes on with a remark", () => {
  it("gives the opening when the remark asks nothing", () => {
    expect(openingBeforeRemark("merci beaucoup, je vais en parler à mon équipe")).toBe("merci beaucoup");
    expect(openingBeforeRemark("ok bye. going to run this by my director first")).toBe("ok bye");
  });

  it("gives nothing when the remark asks, the message asks with a question mark, or it is long", () => {
    expect(openingBeforeRemark("thanks, we need a website for our museum")).toBeUndefined();
    expect(openingBeforeRemark("thanks, that helps?")).toBeUndefined();
    expect(openingBeforeRemark("thanks")).toBeUndefined();
    expect(
      openingBeforeRemark(
        "thanks, our board met last week and the director and the curators all agreed that the old kiosks in the main hall have to go",
      ),
    ).toBeUndefined();
  });
});

describe("a wondering that a conjunction opens mid-sentence", () => {
  it("asks, so that a long message is read for it (dev set 107)", () => {
    const message =
      "Our exhibit budget is modest and we do not have a design team on staff. I read about your travelling AI experience and I'm wondering whether a venue our size could host it for a season.";
    expect(read(message).asking.map((clause) => clause.text)).toEqual([
      "I read about your travelling AI experience and I'm wondering whether a venue our size could host it for a season.",
    ]);
  });

  it("leaves a wish after a conjunction to the story", () => {
    expect(clausesOf("we have a small budget and we want something interactive").map((c) => c.asks)).toEqual([false]);
  });
});

describe("a condition that opens a sentence", () => {
  it.each([
    [
      "Before we even talk budget, I'd like to know what accessibility standard you follow.",
      "Before we even talk budget",
    ],
    [
      "Avant de prendre rendez-vous avec vous, j'aimerais comprendre comment ça se déroule.",
      "Avant de prendre rendez-vous avec vous",
    ],
    [
      "Setting the price aside for now, can you build a searchable collection portal?",
      "Setting the price aside for now",
    ],
  ])("is a clause of its own that asks nothing: %s", (message, condition) => {
    const [first, second] = clausesOf(message);
    expect(first).toEqual({ text: condition, asks: false });
    expect(second?.asks).toBe(true);
  });
});
