import { describe, expect, it } from "vitest";
import { withinExamples, withinFamily, withinJobs } from "./topic-family.ts";

describe("a follow-up within a family of topics (services, lab projects)", () => {
  it("stays with the service or project just discussed when it is read as the broader topic", () => {
    expect(withinFamily("what kinds exactly?", "services", 0.9, "web-apps")).toBe("web-apps");
    expect(withinFamily("c'est un vrai produit ou un concept?", "innovation-lab", 0.6, "digital-twin")).toBe(
      "digital-twin",
    );
  });

  it("takes the other one of a pair for its sibling", () => {
    expect(withinFamily("and the other lab project?", "innovation-lab", 0.9, "digital-twin")).toBe(
      "touring-experience",
    );
    expect(withinFamily("et l'autre?", "services", 0.3, "touring-experience")).toBe("digital-twin");
    // Even when the short question alone was read as the one just discussed.
    expect(withinFamily("ok and the other one?", "touring-experience", 0.9, "touring-experience")).toBe("digital-twin");
    // From one museum to another is no other project.
    expect(
      withinFamily("est-ce que ça se déplace d'un musée à l'autre?", "touring-experience", 0.9, "touring-experience"),
    ).toBe("touring-experience");
  });

  it("takes the second of the list right after the first", () => {
    expect(withinFamily("et le deuxième projet?", "digital-twin", 0.8, "digital-twin")).toBe("touring-experience");
  });

  it("takes the one the visitor picks by its place in the broader answer's list", () => {
    expect(withinFamily("le deuxième, il va où?", "engagement-process", 0.4, "innovation-lab")).toBe(
      "touring-experience",
    );
    expect(withinFamily("tell me about the first one", "innovation-lab", 0.8, "innovation-lab")).toBe("digital-twin");
    expect(withinFamily("and the third?", "services", 0.6, "services")).toBe("creative-studio");
    expect(withinFamily("the last one, how does it work?", "team", 0.3, "services")).toBe("creative-studio");
    // An ordinal of something else than the list.
    expect(withinFamily("what's the first step?", "engagement-process", 0.9, "services")).toBe("engagement-process");
  });

  it("takes the one the visitor picks by a word of its name", () => {
    expect(withinFamily("and the AI one, what's in it?", "services", 0.4, "services")).toBe("ai-consulting");
    expect(withinFamily("celui qui voyage, il est où en ce moment?", "innovation-lab", 0.7, "innovation-lab")).toBe(
      "touring-experience",
    );
    // Two named: the visitor asks about both, the broader topic.
    expect(withinFamily("the AI one or the web one?", "services", 0.6, "services")).toBe("services");
  });

  it("answers the broader topic when the visitor names it or asks for the others of three", () => {
    expect(withinFamily("and your other services?", "services", 0.9, "web-apps")).toBe("services");
    expect(withinFamily("what are all your services", "services", 0.9, "ai-consulting")).toBe("services");
    expect(withinFamily("les deux projets du labo, ils coûtent combien?", "innovation-lab", 0.7, "digital-twin")).toBe(
      "innovation-lab",
    );
  });

  it("leaves any other topic, a sure one, and questions after other topics as they are", () => {
    expect(withinFamily("how much does it cost?", "pricing", 0.9, "web-apps")).toBe("pricing");
    expect(withinFamily("ok and how long does the creative one usually take", "timeline", 0.88, "services")).toBe(
      "timeline",
    );
    expect(withinFamily("et le deuxième, ça coûte combien?", "pricing", 0.8, "innovation-lab")).toBe("pricing");
    expect(withinFamily("and the other one, where is it?", "location", 0.8, "digital-twin")).toBe("location");
    expect(withinFamily("what kinds exactly?", "services", 0.9, "pricing")).toBe("services");
  });

  it("leaves a long message to what it asks", () => {
    const long = "we run a small museum with two floors and want to know more about everything you can do for us";
    expect(withinFamily(long, "services", 0.9, "web-apps")).toBe("services");
  });
});

describe("a follow-up after a question about past work", () => {
  it("asks for examples of the kind of work it names", () => {
    expect(withinExamples("what about AI consulting ones?", "ai-consulting", "portfolio")).toBe("portfolio");
    expect(withinExamples("et pour les musées?", "clients", "portfolio")).toBe("portfolio");
  });

  it("keeps its own topic when it asks something else, says more, or follows another topic", () => {
    expect(withinExamples("what about pricing?", "pricing", "portfolio")).toBe("pricing");
    expect(withinExamples("what do your web apps do exactly, and who uses them?", "web-apps", "portfolio")).toBe(
      "web-apps",
    );
    expect(withinExamples("what about AI consulting?", "ai-consulting", "services")).toBe("ai-consulting");
  });
});

describe("a follow-up after the openings", () => {
  it("is about the job it picks, not the service the job's name shares", () => {
    expect(withinJobs("celui en IA, faut-il connaître Python?", "ai-consulting", "careers")).toBe("careers");
    expect(withinJobs("and the second, is it remote?", "location", "careers")).toBe("careers");
  });

  it("is about the job when it asks where the job is done", () => {
    expect(withinJobs("c'est à Ottawa?", "location", "careers")).toBe("careers");
    expect(withinJobs("do I have to come to the office?", "location", "careers")).toBe("careers");
    expect(withinJobs("ok pis on peut travailler de n'importe où au Canada?", "location", "careers")).toBe("careers");
    // The studio's own address is still the location.
    expect(withinJobs("where are you located?", "location", "careers")).toBe("location");
    expect(withinJobs("c'est à Ottawa?", "location", "pricing")).toBe("location");
  });

  it("is about the job when it asks how the job is done once hired, whatever came before", () => {
    expect(
      withinJobs("Est-ce qu'on peut travailler de la maison si on est engagé?", "engagement-process", undefined),
    ).toBe("careers");
    expect(withinJobs("if I'm hired, do I have to come to the office?", "location", undefined)).toBe("careers");
    expect(withinJobs("how do you work with clients?", "engagement-process", undefined)).toBe("engagement-process");
  });

  it("keeps an application question, a question after another topic, and one that picks nothing", () => {
    expect(withinJobs("celui en IA, je postule comment?", "how-to-apply", "careers")).toBe("how-to-apply");
    expect(withinJobs("celui en IA, ça comprend quoi?", "ai-consulting", "services")).toBe("ai-consulting");
    expect(withinJobs("do you also do AI consulting?", "ai-consulting", "careers")).toBe("ai-consulting");
  });
});
