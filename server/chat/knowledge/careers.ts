/** The two openings of core/jobs.ts, how to apply, and when applicants hear back. */
import { JOB_KEYS, JOBS } from "../../../core/jobs.ts";
import type { Language } from "../../../core/language.ts";
import { APPLICATION_RESPONSE_HOURS } from "../../../core/limits.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";
import { formatList, sitePath } from "./format.ts";
import { defineEntry, pick, type KnowledgeEntry } from "./types.ts";

/** "Application Developer (hybrid) and AI Engineer (remote)". */
function openings(language: Language): string {
  const m = MESSAGES[language];
  return formatList(
    JOB_KEYS.map((key) => `${m.jobs[key].title} (${m.careers.locations[JOBS[key].location].toLowerCase()})`),
    language,
  );
}

function jobsContext(m: Messages): string[] {
  return [
    m.careers.hero.title,
    m.careers.hero.subtitle,
    m.careers.openings.subtitle,
    ...JOB_KEYS.flatMap((key) => [m.jobs[key].title, m.jobs[key].description, ...m.jobs[key].skills]),
    ...Object.values(m.careers.why.items).map((item) => item.text),
    m.about.join.text,
  ];
}

export const careersEntries: KnowledgeEntry[] = [
  defineEntry("careers", {
    context: jobsContext,
    "fr-CA": () => ({
      title: "Carrières et postes offerts",
      answer: `Nous avons deux postes à la pige : ${openings("fr-CA")}. Les descriptions des postes se trouvent sur notre page Carrières (${sitePath("/careers", "fr-CA")}).`,
    }),
    "en-CA": () => ({
      title: "Careers and openings",
      answer: `We have two freelance openings: ${openings("en-CA")}. The role descriptions are on our Careers page (${sitePath("/careers", "en-CA")}).`,
    }),
  }),

  defineEntry("how-to-apply", {
    context: (m) => {
      const fields = m.application.fields;
      return [
        m.application.hero.title,
        m.application.hero.subtitle,
        m.application.formTitle,
        fields.coverLetter,
        fields.resume,
        fields.motivation,
        fields.availableStart,
        fields.portfolioUrl,
      ];
    },
    "fr-CA": (m) => ({
      title: "Comment postuler",
      answer: `Cliquez sur « ${m.careers.openings.apply} » dans la page Carrières (${sitePath("/careers", "fr-CA")}), puis remplissez le formulaire : poste, coordonnées, expérience, motivation et date de disponibilité. Vous pouvez aussi ajouter un lien vers votre portfolio ou votre profil LinkedIn, et joindre une lettre de présentation et un CV (${m.application.fields.fileHint}) ; ces trois éléments sont facultatifs.`,
    }),
    "en-CA": (m) => ({
      title: "How to apply",
      answer: `Click “${m.careers.openings.apply}” on our Careers page (${sitePath("/careers", "en-CA")}) and fill in the form: position, contact details, experience, motivation and start date. You can also add a link to your portfolio or LinkedIn profile, and attach a cover letter and a resume (${m.application.fields.fileHint}); all three are optional.`,
    }),
  }),

  defineEntry("application-response-time", {
    context: (m) => [...pick(m.toasts.applicationSuccess, "title", "description"), m.emails.applicationVisitor.body],
    "fr-CA": () => ({
      title: "Suivi d’une candidature",
      answer: `Nous étudions chaque candidature et vous répondons dans les ${APPLICATION_RESPONSE_HOURS} heures. Un courriel de confirmation vous est envoyé dès que votre candidature est reçue.`,
    }),
    "en-CA": () => ({
      title: "Hearing back about an application",
      answer: `We review every application and get back to you within ${APPLICATION_RESPONSE_HOURS} hours. You also receive a confirmation email as soon as your application arrives.`,
    }),
  }),
];
