import type { Messages } from "../types.ts";

export const cookies = {
  metaTitle: "Politique relative aux témoins",
  metaDescription:
    "Northlight Studio n’utilise que le stockage essentiel du navigateur pour votre langue et vos choix de témoins : aucun témoin publicitaire ni traceur tiers.",
  badge: "Juridique",
  title: "Politique relative aux témoins",
  intro:
    "Les témoins (cookies) et les technologies semblables, comme le stockage local, permettent à un site de mémoriser des renseignements sur votre appareil. Notre site s’en tient au strict minimum nécessaire à son fonctionnement.",
  sections: [
    {
      title: "Ce que nous conservons dans votre navigateur",
      paragraphs: [
        "Nous conservons uniquement des renseignements essentiels dans le stockage local de votre navigateur : votre préférence de langue (français ou anglais), pour que le site s’affiche dans la langue choisie, et votre choix concernant les témoins, pour que la bannière ne réapparaisse pas à chaque visite.",
        "Ces renseignements restent sur votre appareil. Ils ne sont transmis à aucun annonceur, et nous ne nous en servons pas pour vous identifier.",
      ],
    },
    {
      title: "Aucun témoin publicitaire ni traceur",
      paragraphs: [
        "Nous n’utilisons pas de témoins publicitaires, de témoins de suivi de tiers, de pixels de réseaux sociaux ni de profilage d’un site à l’autre. Nous ne vendons ni ne partageons de données de navigation.",
        "Certains liens mènent à des sites externes, comme nos profils dans les réseaux sociaux, notre page de prise de rendez-vous et les sites de nos projets du Laboratoire d’innovation. Ces sites peuvent déposer leurs propres témoins selon leurs propres politiques, que nous vous invitons à consulter.",
      ],
    },
    {
      title: "Votre choix",
      paragraphs: [
        "Lors de votre première visite, une bannière vous invite à accepter ou à refuser les témoins. Quelle que soit votre réponse, nous l’enregistrons dans votre navigateur pour ne pas vous reposer la question. Dans les deux cas, le site n’utilise que le stockage essentiel décrit ci-dessus, et toutes ses sections restent accessibles.",
        "Pour modifier votre choix, effacez les données de ce site (témoins et données de site) dans les paramètres de votre navigateur. La bannière s’affichera de nouveau à votre prochaine visite, et votre préférence de langue sera réinitialisée.",
      ],
    },
    {
      title: "Gérer les témoins dans votre navigateur",
      paragraphs: [
        "La plupart des navigateurs vous permettent de consulter, de bloquer ou de supprimer les témoins et les autres données de site, pour tous les sites ou pour certains seulement. Consultez la section sur la confidentialité ou les données de site dans les paramètres de Chrome, de Firefox, de Safari ou d’Edge, ou encore l’aide de votre navigateur.",
        "Si vous bloquez tout stockage pour notre site, celui-ci fonctionnera quand même, mais il ne retiendra pas votre langue ni votre choix concernant les témoins d’une visite à l’autre. Pour toute question sur cette politique, écrivez à {{privacyEmail}}.",
      ],
    },
  ],
} satisfies Messages["cookies"];
