import type { Messages } from "../types.ts";

export const privacy = {
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
} satisfies Messages["privacy"];
