/** How and when to reach the studio: the identity of core/company.ts and the wording of the contact page. */
import { ESCALATION_PHRASES } from "../../../core/chat.ts";
import { COMPANY } from "../../../core/company.ts";
import { formatList, sitePath, withoutFinalPeriod } from "./format.ts";
import { defineEntry, terms, type KnowledgeEntry } from "./types.ts";

export const contactEntries: KnowledgeEntry[] = [
  defineEntry("contact-email", (language, m) => {
    const context = [m.contact.info.title, m.contact.info.emailLabel, m.contact.form.title, m.contact.hero.subtitle];
    return language === "fr-CA"
      ? {
          title: "Nous joindre par courriel",
          answer: `Écrivez-nous à ${COMPANY.email} ou utilisez le formulaire de notre page Nous joindre (${sitePath("/contact", language)}) ; nous répondons habituellement en moins de ${COMPANY.responseHours} heures. Pour nous parler de vive voix, réservez un appel de présentation depuis cette même page.`,
          questions: [
            "Comment puis-je vous joindre ?",
            "Quelle est votre adresse courriel ?",
            "Comment vous contacter ?",
            "Avez-vous un numéro de téléphone ?",
            "Où envoyer un message ?",
            "À qui dois-je écrire pour un projet ?",
          ],
          keywords: terms(`
            courriel, adresse courriel, email, e-mail, mail, adresse, contacter, joindre, écrire, message, formulaire,
            coordonnées, téléphone, numéro, appeler, rejoindre, rejoint, vous joindre, communiquer, façon, moyen
          `),
          context,
        }
      : {
          title: "Contact email",
          answer: `Write to us at ${COMPANY.email} or use the form on our Contact page (${sitePath("/contact", language)}); we usually reply within ${COMPANY.responseHours} hours. To talk by phone, book an introductory call from the same page.`,
          questions: [
            "How can I contact you?",
            "What is your email address?",
            "How do I get in touch?",
            "Do you have a phone number?",
            "Where can I send a message?",
            "Who should I write to about a project?",
          ],
          keywords: terms(`
            email, e-mail, mail, address, email address, contact, reach, write, message, form, contact form,
            contact details, phone, phone number, telephone, number, get in touch, inbox, best way
          `),
          context,
        };
  }),

  defineEntry("location", (language, m) => {
    const context = [m.contact.info.locationLabel, m.contact.info.location];
    return language === "fr-CA"
      ? {
          title: "Emplacement",
          answer: `Nous sommes établis à ${m.contact.info.location}, et nous travaillons avec des clients de partout au Canada, sur place ou à distance.`,
          questions: [
            "Où êtes-vous situés ?",
            "Dans quelle ville sont vos bureaux ?",
            "Quelle est votre adresse ?",
            "Êtes-vous au Québec ?",
            "Travaillez-vous seulement à Ottawa ?",
            "Peut-on vous rendre visite ?",
          ],
          keywords: terms(`
            où, ou, situés, basés, basé, établis, emplacement, adresse, ville, bureau, bureaux, locaux, Ottawa,
            Ontario, Canada, Gatineau, Québec, Montréal, Toronto, région, visite, sur place, local
          `),
          context,
        }
      : {
          title: "Location",
          answer: `We’re based in ${m.contact.info.location} and work with clients across Canada, on site or remotely.`,
          questions: [
            "Where are you located?",
            "Which city is your office in?",
            "What is your address?",
            "Are you in Quebec?",
            "Do you only work in Ottawa?",
            "Can we visit your office?",
          ],
          keywords: terms(`
            where, located, location, based, address, city, office, offices, headquarters, Ottawa, Ontario, Canada,
            Gatineau, Quebec, Montreal, Toronto, area, region, visit, local, on site
          `),
          context,
        };
  }),

  defineEntry("hours", (language, m) => {
    const context = [m.contact.response.hoursLabel, m.contact.response.hours];
    return language === "fr-CA"
      ? {
          title: "Heures de bureau",
          answer: `Nos heures de bureau : ${m.contact.response.hours.charAt(0).toLowerCase()}${m.contact.response.hours.slice(1)}. Les messages reçus en dehors de ces heures sont traités le jour ouvrable suivant.`,
          questions: [
            "Quelles sont vos heures d’ouverture ?",
            "À quelle heure ouvrez-vous ?",
            "Êtes-vous ouverts la fin de semaine ?",
            "Travaillez-vous le samedi ?",
            "Jusqu’à quelle heure êtes-vous disponibles ?",
            "Quel est votre horaire ?",
          ],
          keywords: terms(`
            heures, heure, horaire, ouverture, ouvert, ouverts, fermé, fermeture, lundi, vendredi, samedi, dimanche,
            fin de semaine, week-end, jours, bureau, HNE, disponibles, jours fériés, soir, matin, maintenant,
            présentement, aujourd’hui, affaires
          `),
          context,
        }
      : {
          title: "Office hours",
          answer: `Our office hours are ${m.contact.response.hours}. Messages sent outside those hours are answered the next business day.`,
          questions: [
            "What are your business hours?",
            "What time do you open?",
            "Are you open on weekends?",
            "Do you work on Saturdays?",
            "Until what time are you available?",
            "What is your schedule during the week?",
          ],
          keywords: terms(`
            hours, hour, open, opening hours, office hours, business hours, closed, close, Monday, Friday, Saturday,
            Sunday, weekend, weekends, days, EST, Eastern, time, holidays, evening, morning, now, right now, today,
            currently
          `),
          context,
        };
  }),

  defineEntry("response-time", (language, m) => {
    const context = [
      m.contact.response.title,
      m.contact.response.text,
      m.common.projectCta.text,
      m.contact.hero.subtitle,
    ];
    return language === "fr-CA"
      ? {
          title: "Délai de réponse",
          answer: `${m.contact.response.text} Les messages envoyés le soir ou la fin de semaine reçoivent une réponse le jour ouvrable suivant.`,
          questions: [
            "En combien de temps répondez-vous ?",
            "Quand allez-vous me répondre ?",
            "Combien de temps avant d’avoir une réponse à mon message ?",
            "J’ai envoyé un message, quand aurai-je un retour ?",
            "Répondez-vous rapidement aux courriels ?",
          ],
          keywords: terms(`
            délai, réponse, répondre, répondez, retour, rappel, rapidement, vite, attendre, 24 heures, jour ouvrable,
            message, courriel, nouvelles, combien de temps
          `),
          context,
        }
      : {
          title: "Response time",
          answer: `${m.contact.response.text} Messages sent in the evening or on weekends get an answer the next business day.`,
          questions: [
            "How fast do you respond?",
            "When will you get back to me?",
            "How long before I get an answer to my message?",
            "I sent a message, when will I hear from you?",
            "Do you reply quickly to emails?",
          ],
          keywords: terms(`
            response, respond, reply, answer, hear back, get back, quickly, fast, soon, wait, 24 hours, business day,
            message, email, turnaround, how long
          `),
          context,
        };
  }),

  defineEntry(
    "meeting",
    (language, m) => {
      const context = [m.contact.meeting.title, m.contact.meeting.text, m.contact.meeting.button];
      return language === "fr-CA"
        ? {
            title: "Prendre rendez-vous",
            answer: `${withoutFinalPeriod(m.contact.meeting.text)} : ${COMPANY.schedulingUrl}. Si vous préférez, je peux aussi vous ${ESCALATION_PHRASES[language]} pour trouver un moment.`,
            questions: [
              "Comment prendre rendez-vous ?",
              "Peut-on planifier une rencontre ?",
              "Puis-je réserver un appel avec vous ?",
              "Faites-vous des rencontres en visioconférence ?",
              "L’appel de présentation est-il gratuit ?",
              "Comment organiser une réunion avec votre équipe ?",
            ],
            keywords: terms(`
              rendez-vous, rencontre, rencontrer, réunion, appel, appel de présentation, réserver, planifier, prendre,
              calendrier, agenda, disponibilités, visioconférence, vidéoconférence, Zoom, Teams, 30 minutes, gratuit,
              consultation, discuter, jaser
            `),
            context,
          }
        : {
            title: "Booking a meeting",
            answer: `${withoutFinalPeriod(m.contact.meeting.text)}: ${COMPANY.schedulingUrl}. If you prefer, I can also ${ESCALATION_PHRASES[language]} to find a time.`,
            questions: [
              "How do I book a meeting?",
              "Can we schedule a call?",
              "Can I set up an appointment with you?",
              "Do you do video calls?",
              "Is the introductory call free?",
              "How can we arrange a meeting with your team?",
            ],
            keywords: terms(`
              meeting, meet, appointment, call, intro call, introductory call, book, booking, schedule, calendar,
              availability, video call, Zoom, Teams, 30 minutes, free, consultation, discuss, chat
            `),
            context,
          };
    },
    { offersTeam: true },
  ),

  defineEntry("social-media", (language, m) => {
    const networks = formatList(Object.values(m.common.footer.social), language);
    const context = [m.common.footer.follow];
    return language === "fr-CA"
      ? {
          title: "Réseaux sociaux",
          answer: `Suivez-nous sur ${networks} : les liens se trouvent au bas de chaque page du site.`,
          questions: [
            "Êtes-vous sur les réseaux sociaux ?",
            "Avez-vous une page LinkedIn ?",
            "Où vous suivre en ligne ?",
            "Êtes-vous sur Instagram ?",
          ],
          keywords: terms(`
            réseaux sociaux, médias sociaux, suivre, LinkedIn, Instagram, Facebook, X, Twitter, abonner, nouvelles,
            infolettre
          `),
          context,
        }
      : {
          title: "Social media",
          answer: `Follow us on ${networks}: the links are at the bottom of every page of the site.`,
          questions: [
            "Are you on social media?",
            "Do you have a LinkedIn page?",
            "Where can I follow you online?",
            "Are you on Instagram?",
          ],
          keywords: terms(`
            social media, socials, follow, LinkedIn, Instagram, Facebook, X, Twitter, subscribe, news, newsletter
          `),
          context,
        };
  }),
];
