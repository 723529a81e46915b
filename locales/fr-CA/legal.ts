import type { LegalMessages } from "../en-CA/legal";

export const legal = {
  lastUpdated: "Dernière mise à jour : {{date}}",
  privacy: {
    metaTitle: "Politique de confidentialité",
    metaDescription:
      "Comment Northlight Studio recueille, utilise et protège vos renseignements personnels selon la LPRPDE et la Loi 25, et comment exercer vos droits.",
    badge: "Juridique",
    title: "Politique de confidentialité",
    intro:
      "Northlight Studio est un petit studio de conseil en IA et de création numérique établi à Ottawa, en Ontario. Cette politique explique simplement quels renseignements personnels nous recueillons sur ce site, pourquoi nous le faisons et comment vous en gardez le contrôle, conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les personnes du Québec, à la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25.",
    sections: [
      {
        title: "Renseignements que nous recueillons",
        paragraphs: [
          "Lorsque vous utilisez notre formulaire de contact, nous recueillons vos prénom et nom, votre adresse courriel, le nom de votre entreprise si vous choisissez de l’indiquer, le service qui vous intéresse et votre message. Lorsque vous posez votre candidature à un poste, nous recueillons vos prénom et nom, votre adresse courriel, votre numéro de téléphone, l’adresse de votre portfolio (facultative), vos réponses aux questions, vos disponibilités ainsi que le CV et la lettre de présentation que vous téléversez.",
          "Lorsque vous utilisez notre agent conversationnel, nous recueillons les messages que vous écrivez et, si vous demandez à être mis en contact avec notre équipe, l’adresse courriel que vous nous donnez. Votre navigateur conserve aussi, sur votre propre appareil, votre préférence de langue et votre choix concernant les témoins ; notre Politique relative aux témoins explique comment.",
          "Nous ne demandons que ce dont nous avons besoin. Évitez d’inclure des renseignements sensibles, comme des données de santé, des renseignements financiers ou des numéros d’identification, dans vos messages ou vos fichiers. Nous n’utilisons aucun traceur publicitaire et nous ne vendons ni ne louons jamais de renseignements personnels.",
        ],
      },
      {
        title: "Utilisation et conservation",
        paragraphs: [
          "Nous utilisons vos renseignements uniquement aux fins pour lesquelles vous nous les avez confiés : répondre à votre message, évaluer votre candidature et communiquer avec vous à son sujet, vous répondre par l’agent conversationnel et, si vous le demandez, confier un suivi par courriel à un membre de l’équipe. Les candidatures sont étudiées par des personnes ; l’agent conversationnel ne prend aucune décision à votre sujet. Nous n’utilisons pas vos renseignements à des fins de marketing sans votre consentement.",
          "Vos renseignements sont hébergés sur des serveurs situés au Canada, et seuls les membres de l’équipe qui en ont besoin y ont accès. Nous faisons appel à quelques fournisseurs de services (hébergement, envoi de courriels et service qui alimente notre agent conversationnel), tenus par contrat de les protéger et de les utiliser uniquement pour notre compte. Si un fournisseur devait traiter des renseignements à l’extérieur du Québec ou du Canada, nous évaluerions d’abord les risques afin de nous assurer qu’ils demeurent adéquatement protégés, comme l’exige la Loi 25. En cas d’incident de confidentialité présentant un risque de préjudice sérieux, nous vous aviserons, de même que les autorités compétentes.",
          "Nous conservons vos renseignements seulement le temps nécessaire. Les messages reçus par le formulaire de contact, les candidatures avec leurs fichiers et les conversations de l’agent conversationnel transmises à notre équipe sont supprimés automatiquement {{retentionDays}} jours après leur réception, avec les courriels qu’ils ont générés ; les envois interceptés par notre filtre antipourriel sont supprimés après {{spamRetentionDays}} jours. Nos copies de sauvegarde suivent les mêmes délais, et vous pouvez en tout temps nous demander de supprimer vos renseignements plus tôt.",
        ],
      },
      {
        title: "Vos droits",
        paragraphs: [
          "Vous pouvez nous demander si nous détenons des renseignements personnels à votre sujet, y accéder et les faire corriger s’ils sont inexacts ou incomplets. Vous pouvez aussi retirer votre consentement en tout temps, par exemple en nous demandant de supprimer votre candidature ou vos messages ; nous pourrions alors ne plus être en mesure de donner suite à votre demande ou d’étudier votre candidature.",
          "Pour faire une demande, écrivez à {{privacyEmail}} à partir de l’adresse courriel que vous avez utilisée avec nous (ou indiquez-nous laquelle), en précisant si vous souhaitez obtenir une copie de vos renseignements, les faire corriger ou les faire supprimer. Nous pourrions vous demander de confirmer votre identité avant d’y donner suite, et nous vous répondrons dans un délai de 30 jours. Une copie vous est remise sous forme d’un seul fichier contenant tout ce que nous détenons sous cette adresse, y compris les fichiers que vous nous avez envoyés ; une suppression efface aussi les courriels échangés à ce sujet. Ces demandes sont gratuites.",
        ],
      },
      {
        title: "Responsable de la protection des renseignements personnels et plaintes",
        paragraphs: [
          "Notre responsable de la protection des renseignements personnels veille à la protection de vos renseignements chez Northlight Studio et au respect de cette politique. Pour toute question, demande ou préoccupation concernant vos renseignements personnels, écrivez à {{privacyEmail}}.",
          "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, si vous résidez au Québec, auprès de la Commission d’accès à l’information du Québec. Nous apprécierions toutefois avoir d’abord l’occasion de régler la situation avec vous.",
          "Nous pourrions modifier cette politique si nos pratiques ou la loi changent. La date de dernière mise à jour indiquée sur cette page correspond à la version en vigueur.",
        ],
      },
    ],
  },
  terms: {
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
  },
  cookies: {
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
  },
} satisfies LegalMessages;
