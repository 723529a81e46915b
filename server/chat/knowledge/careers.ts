/** The two openings of core/jobs.ts, how to apply, and when applicants hear back. */
import { JOB_KEYS, JOBS } from "../../../core/jobs.ts";
import type { Language } from "../../../core/language.ts";
import { APPLICATION_RESPONSE_HOURS } from "../../../core/limits.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { formatList, sitePath } from "./format.ts";
import { defineEntry, terms, type KnowledgeEntry } from "./types.ts";

/** "Application Developer (hybrid) and AI Engineer (remote)". */
function openings(language: Language): string {
  const m = MESSAGES[language];
  return formatList(
    JOB_KEYS.map((key) => `${m.jobs[key].title} (${m.careers.locations[JOBS[key].location].toLowerCase()})`),
    language,
  );
}

function jobsContext(language: Language): string[] {
  const m = MESSAGES[language];
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
  defineEntry("careers", (language) =>
    language === "fr-CA"
      ? {
          title: "Carrières et postes offerts",
          answer: `Nous avons deux postes à la pige : ${openings(language)}. Les descriptions des postes se trouvent sur notre page Carrières (${sitePath("/careers", language)}).`,
          questions: [
            "Embauchez-vous en ce moment ?",
            "Avez-vous des postes ouverts ?",
            "Quels emplois offrez-vous ?",
            "Est-ce que je peux travailler pour vous ?",
            "Cherchez-vous des développeurs ?",
            "Les postes sont-ils en télétravail ?",
            "Offrez-vous des contrats à la pige ?",
          ],
          keywords: terms(`
            emploi, emplois, job, jobs, poste, postes, carrière, carrières, embauche, embaucher, recrutement,
            recrutez, offre d’emploi, pige, pigiste, contrat, travailler, équipe, développeur, développeuse,
            ingénieur, ingénieure, télétravail, distance, hybride, stage, temps plein
          `),
          context: jobsContext(language),
        }
      : {
          title: "Careers and openings",
          answer: `We have two freelance openings: ${openings(language)}. The role descriptions are on our Careers page (${sitePath("/careers", language)}).`,
          questions: [
            "Are you hiring right now?",
            "Do you have any open positions?",
            "What jobs are available?",
            "Can I work for you?",
            "Are you looking for developers?",
            "Are the roles remote?",
            "Do you offer freelance contracts?",
          ],
          keywords: terms(`
            job, jobs, career, careers, hiring, hire, position, positions, openings, vacancy, vacancies, roles, role,
            recruiting, employment, work for, freelance, freelancer, contract, contractor, developer, engineer,
            remote, hybrid, internship, full-time, team
          `),
          context: jobsContext(language),
        },
  ),

  defineEntry("how-to-apply", (language, m) => {
    const fields = m.application.fields;
    const context = [
      m.application.hero.title,
      m.application.hero.subtitle,
      m.application.formTitle,
      fields.coverLetter,
      fields.resume,
      fields.motivation,
      fields.availableStart,
      fields.portfolioUrl,
    ];
    return language === "fr-CA"
      ? {
          title: "Comment postuler",
          answer: `Cliquez sur « ${m.careers.openings.apply} » dans la page Carrières (${sitePath("/careers", language)}), puis remplissez le formulaire : poste, coordonnées, expérience, motivation et date de disponibilité. Vous pouvez joindre une lettre de présentation et un CV (${fields.fileHint}).`,
          questions: [
            "Comment postuler ?",
            "Comment postuler à un poste ?",
            "Comment poser ma candidature ?",
            "Où envoyer mon CV ?",
            "Faut-il une lettre de présentation ?",
            "Quel format de fichier pour le CV ?",
            "Comment remplir le formulaire de candidature ?",
          ],
          keywords: terms(`
            postuler, candidature, candidat, appliquer, soumettre, formulaire, CV, curriculum vitae,
            lettre de présentation, lettre de motivation, pièce jointe, fichier, PDF, Word, portfolio, LinkedIn,
            téléverser, envoyer, inclure, documents, exigences, obligatoire, postuler à un emploi
          `),
          context,
        }
      : {
          title: "How to apply",
          answer: `Click “${m.careers.openings.apply}” on our Careers page (${sitePath("/careers", language)}) and fill in the form: position, contact details, experience, motivation and start date. You can attach a cover letter and a resume (${fields.fileHint}).`,
          questions: [
            "How do I apply?",
            "How do I apply for a position?",
            "How can I submit my application?",
            "Where do I send my resume?",
            "Do I need a cover letter?",
            "What file format for the CV?",
            "How do I fill in the application form?",
          ],
          keywords: terms(`
            apply, application, applying, applicant, candidate, submit, form, resume, CV, cover letter, attach,
            attachment, upload, file, PDF, Word, DOCX, portfolio, LinkedIn, send, include, documents, requirements,
            required, apply for a job, apply for a role
          `),
          context,
        };
  }),

  defineEntry("application-response-time", (language, m) => {
    const context = [
      m.toasts.applicationSuccess.title,
      m.toasts.applicationSuccess.description,
      m.emails.applicationVisitor.body,
    ];
    return language === "fr-CA"
      ? {
          title: "Suivi d’une candidature",
          answer: `Nous étudions chaque candidature et vous répondons dans les ${APPLICATION_RESPONSE_HOURS} heures. Un courriel de confirmation vous est envoyé dès que votre candidature est reçue.`,
          questions: [
            "Quand aurai-je des nouvelles de ma candidature ?",
            "Combien de temps pour une réponse à ma candidature ?",
            "J’ai postulé, quelle est la suite ?",
            "Avez-vous reçu ma candidature ?",
            "Quel est le processus de sélection ?",
          ],
          keywords: terms(`
            candidature, postulé, réponse, nouvelles, suivi, retour, sélection, entrevue, entretien, confirmation,
            reçu, 48 heures, délai, statut, attente, recruteur, décision, résultat, retenu
          `),
          context,
        }
      : {
          title: "Hearing back about an application",
          answer: `We review every application and get back to you within ${APPLICATION_RESPONSE_HOURS} hours. You also receive a confirmation email as soon as your application arrives.`,
          questions: [
            "When will I hear back about my application?",
            "How long until you reply to applicants?",
            "I applied, what happens next?",
            "Did you receive my application?",
            "What is the hiring process like?",
          ],
          keywords: terms(`
            application, applied, applicants, hear back, reply, response, news, status, follow up, next steps,
            interview, selection, confirmation, received, 48 hours, waiting, recruiter, hiring process, know,
            decision, result, got the job, hear
          `),
          context,
        };
  }),
];
