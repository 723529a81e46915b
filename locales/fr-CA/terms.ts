import type { Messages } from "../types.ts";

export const terms = {
  metaTitle: "Conditions d’utilisation",
  metaDescription:
    "Les conditions qui s’appliquent à l’utilisation du site de Northlight Studio : propriété intellectuelle, responsabilité et droit applicable en Ontario.",
  badge: "Juridique",
  title: "Conditions d’utilisation",
  intro:
    "Ces conditions s’appliquent à votre utilisation du site Web de Northlight Studio. En naviguant sur le site ou en utilisant ses formulaires et son agent conversationnel, vous les acceptez ; si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
  sections: [
    {
      title: "Utilisation du site",
      paragraphs: [
        "Ce site présente notre studio, nos services et nos possibilités de carrière. Vous pouvez le consulter, en partager les liens et utiliser le formulaire de contact, le formulaire de candidature et l’agent conversationnel aux fins prévues.",
        "Veuillez ne pas en faire un usage abusif : ne tentez pas de perturber le site ou d’accéder sans autorisation à ses systèmes, n’envoyez ni pourriels ni fichiers malveillants, ne soumettez pas de faux renseignements ni les renseignements personnels d’une autre personne sans sa permission, et n’utilisez pas d’outils automatisés pour en extraire le contenu.",
        "Les renseignements présentés sur ce site sont de nature générale et ne constituent ni une offre ni un contrat. Tout projet avec Northlight Studio fait l’objet d’une entente écrite distincte. Les réponses de l’agent conversationnel sont générées automatiquement et peuvent être incomplètes ou inexactes ; pour toute question importante, vérifiez-les auprès de notre équipe.",
      ],
    },
    {
      title: "Propriété intellectuelle",
      paragraphs: [
        "Le contenu de ce site, notamment les textes, les images, les vidéos, le design, les logos et le nom Northlight Studio, appartient à Northlight Studio ou à ses partenaires et concédants de licence. Il est protégé par les lois canadiennes et internationales sur le droit d’auteur et les marques de commerce.",
        "Vous pouvez consulter et imprimer des pages pour votre usage personnel ou pour un usage interne à votre organisation. Toute autre reproduction, modification, diffusion ou utilisation commerciale exige notre autorisation écrite préalable. Les noms et marques de nos clients et partenaires appartiennent à leurs propriétaires respectifs.",
        "Les messages, candidatures et fichiers que vous nous envoyez demeurent les vôtres ; vous nous autorisez simplement à les utiliser pour vous répondre et, dans le cas d’une candidature, pour l’évaluer.",
      ],
    },
    {
      title: "Absence de garantie et limitation de responsabilité",
      paragraphs: [
        "Nous faisons de notre mieux pour que ce site soit exact, sécuritaire et accessible, mais il est fourni « tel quel » et « selon sa disponibilité ». Nous ne garantissons pas qu’il sera toujours exempt d’erreurs, ininterrompu ou à jour, et nous pouvons en modifier ou en retirer le contenu en tout temps.",
        "Dans la mesure permise par la loi, Northlight Studio n’est pas responsable des pertes ou dommages indirects, accessoires ou consécutifs découlant de votre utilisation du site, de l’impossibilité de l’utiliser ou de la confiance accordée à son contenu, y compris aux réponses de l’agent conversationnel. Rien dans ces conditions ne limite les droits auxquels la loi qui vous protège ne permet pas de renoncer.",
      ],
    },
    {
      title: "Liens externes et droit applicable",
      paragraphs: [
        "Ce site contient des liens vers des sites que nous ne contrôlons pas, comme les sites de nos projets du Laboratoire d’innovation, notre page de prise de rendez-vous et nos profils dans les réseaux sociaux. Ces liens s’ouvrent dans un nouvel onglet et sont fournis pour votre commodité ; nous ne sommes pas responsables de leur contenu, de leur disponibilité ni de leurs pratiques en matière de confidentialité, et nous vous invitons à consulter leurs propres conditions et politiques.",
        "Ces conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Tout litige sera soumis aux tribunaux de l’Ontario, sauf si la loi de votre lieu de résidence vous accorde un autre droit.",
        "Nous pouvons mettre à jour ces conditions de temps à autre ; la date indiquée sur cette page correspond à la version en vigueur. Des questions ? Écrivez-nous à hello@northlight.example.",
      ],
    },
  ],
} satisfies Messages["terms"];
