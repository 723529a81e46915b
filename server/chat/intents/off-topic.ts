/**
 * Requests the studio does not answer, declined with an offer of the team. The topic classifier's
 * `out-of-scope` class (trained on training/phrasings.*.json) declines most of them (jokes, sports, recipes,
 * shopping, code to write); the rules below are the ones it does not catch on its own (ADR 019).
 */
import type { IntentRule } from "./rule.ts";

export const OFF_TOPIC_RULES: IntentRule[] = [
  {
    // Someone else's product to recommend: "a cheap web host for my blog", "un bon hébergeur pas cher".
    pattern:
      /\b(recommend|suggest|recommander|recommandez|recommandes|suggerer|suggerez|conseiller|conseillez)( \w+){0,4} (web )?(host|hosts|hosting|hosting provider|hebergeur|hebergeurs|hebergement|domain registrar|registraire|laptop|portable|printer|imprimante)\b/,
    examples: [
      "can you recommend a cheap web host for my blog?",
      "Can you recommend a cheap web hosting provider for my blog?",
      "vous pouvez me recommander un hébergeur pas cher?",
    ],
    lookAlikes: ["do you host the web apps you build?"],
  },
  {
    // "L'hôtel de ville" is city hall, a client of the studio.
    pattern: /\b(flight|flights|hotel(?! de ville)|airbnb|uber|taxi|billet d avion|vol pour|vol vers|un vol)\b/,
    examples: ["find me a cheap flight to Toronto", "un billet d'avion pour Paris"],
    lookAlikes: ["on veut moderniser l'accueil à l'hôtel de ville"],
  },
  {
    pattern:
      /\b(cell phone plans?|phone plans?|data plans?|forfaits? (cellulaires?|cell|de cell|de cellulaire|mobiles?|internet|de telephone|de saison|de ski)|(season|ski) pass(es)?|passes? de (saison|ski))\b/,
    examples: [
      "what's the best cell phone plan",
      "un forfait cellulaire pas cher",
      "un bon forfait cell pour mon ado?",
      "combien coûte un forfait de saison au Mont-Sainte-Anne?",
    ],
  },
  {
    // Someone else's prices: admission, tickets, subscriptions (the studio sells none), "l'entrée au musée".
    pattern:
      /^(?=.*\b(how much|cost|costs|price|prices|pricing|fee|fees|prix|combien|coute|coutent|tarifs?|cher)\b).*(\b(tickets?|admission|entry|entrance|billets?|entree|acces) (to|for|at|au|aux|a la|a l|pour|du|de la|de l|d) (?!(your|vos|votre|the studio|northlight)\b)|\b(subscriptions?|abonnements?|memberships?) ((to|a|au|for|on|at|chez|de|d)\b(?! (your|vos|votre|northlight))|\w+ (plus|pro|premium)\b))/,
    examples: [
      "how much is a ticket to the war museum",
      "combien coûte l'entrée au musée de la guerre",
      "c'est combien un abonnement à Spotify",
      "how much is a subscription to Netflix",
    ],
    lookAlikes: [
      "how much would an online ticketing system cost",
      "can you build a ticket booking site for our museum",
    ],
  },
  {
    // Markets' prices: "what's Shopify's share price", "le bitcoin vaut combien", "le prix de l'essence".
    pattern:
      /\b(stock prices?|share prices?|stock market|nasdaq|tsx|a la bourse|en bourse|cours de l action|bitcoin|btc|crypto|cryptos|cryptocurrenc(y|ies)|cryptomonnaies?|gas prices?|price of (gas|gold|oil)|prix (de l essence|du gaz|de l or|du petrole))\b/,
    examples: ["what's Shopify's stock price today", "le bitcoin vaut combien?", "c'est quoi le prix de l'essence"],
    lookAlikes: [
      "how much would a website cost",
      "can you share your prices?",
      "on a reçu une bourse du Conseil des arts, ça couvre combien?",
    ],
  },
  {
    // Another firm's rates: "how much does Accenture charge for AI consulting", "Deloitte charge combien".
    pattern:
      /\bhow much (does|do|would|will) (?!(you|northlight|the|your|it|that|this|one|a|an|we|i|they|he|she)\b)\w+ (charge|bill|ask)\b|\b(?!(vous|northlight|studio|ca|on|il|elle|ils|elles|je|tu|qui|que|gens|monde|equipe|employes|designers|consultants|developpeurs)\b)\w+ (charge|facture|chargent|facturent) combien\b/,
    examples: ["How much does Deloitte charge for AI strategy?", "Deloitte charge combien pour un site?"],
    lookAlikes: [
      "how much do you charge for a website",
      "vous chargez combien pour un site",
      "ça coûte combien?",
      "vos gens chargent combien de l'heure?",
    ],
  },
  {
    // Another place's opening hours: "what time does the art gallery close", "le musée est-tu ouvert lundi", "the
    // opening hours of the Royal Ontario Museum", "le pont des Chaudières est-tu fermé".
    pattern:
      /(?<!\b(our|my|notre|mon|ma|nos|your|vos|votre)( new| old| main| future| little| small| nouveau| nouvelle| nouveaux| nouvelles| petit| petite| futur| future)? )\b(museums?|gallery|galleries|market|marche|library|bibliotheque|store|stores|shop|magasins?|mall|restaurants?|parks?|parcs?|zoo|pool|piscine|musees?|galerie|galeries|biodome|planetarium|bridge|pont)( s)?( \w+){0,3} (open|opens|close|closes|hours|ouvert|ouverts|ouverte|ouvertes|ouvre|ouvrent|ferme|fermee|ferment|heures d ouverture)\b|\b(opening hours|hours|heures d ouverture|horaires?) (of|at|du|de la|de l|des|au|a la) (the |le |la |l )?(\w+ ){0,3}(museums?|gallery|galleries|market|marche|library|bibliotheque|store|stores|shop|magasins?|mall|restaurants?|parks?|parcs?|zoo|pool|piscine|musees?|galerie|galeries|biodome|planetarium|bridge|pont)\b/,
    examples: [
      "what time does the art gallery close on sunday",
      "le musée est-tu ouvert le lundi?",
      "what are the opening hours of the Royal Ontario Museum?",
      "c'est quoi les heures d'ouverture du Biodôme",
      "est-ce que le zoo de granby est ouvert l'hiver?",
    ],
    lookAlikes: [
      "our museum is open on mondays, are you?",
      "notre musée ferme l'hiver, vous travaillez quand?",
      "how soon could you start? our new gallery opens in september",
      "notre nouvelle galerie ouvre en juin, vous pouvez commencer quand?",
      "your hours?",
      "what are your hours? we'd visit with our museum board",
    ],
  },
  {
    // Another employer's jobs: "is Shopify hiring in Ottawa", "Desjardins engage-tu des programmeurs".
    pattern:
      /\bis (?!(northlight|the|your|you|anyone|anybody|there|it|this|that)\b)\w+ (still |currently |even |really )?hiring\b|\b(?!(vous|northlight|studio|ca|on|qui)\b)\w+ (engage|embauche|recrute) (t il|t elle|tu)\b|\best ce qu (?!(on|il|elle|ils|elles|northlight|le studio)\b)\w+( \w+)? (engage|embauche|recrute)\b/,
    examples: [
      "is Shopify hiring right now?",
      "Desjardins engage-tu des programmeurs?",
      "est-ce qu'Ubisoft Montréal embauche en ce moment?",
    ],
    lookAlikes: [
      "are you hiring?",
      "is northlight hiring",
      "is the studio hiring right now",
      "le studio engage-tu des développeurs?",
      "est-ce que vous embauchez des stagiaires?",
      "est-ce qu'on embauche des pigistes chez vous?",
      "vous engagez-tu des pigistes?",
    ],
  },
  {
    pattern: /\b(legault|trudeau|poilievre|trump|caquistes)\b/,
    examples: ["what do you think of Trudeau", "tu penses quoi de Legault"],
  },
  {
    pattern:
      /\b(capital of|meaning of life|prime minister|election|what time is it|capitale du|capitale de|sens de la vie|premier ministre|quelle heure est il)\b/,
    examples: ["what is the capital of Peru", "quelle heure est-il"],
  },
];

/** "2+2", "12 x 7": a calculation, not a question about the studio. */
export const ARITHMETIC =
  /\d\s*[+*/×÷=]\s*\d|\d\s+[-x]\s+\d|\d+ (times|plus|minus|divided by|multiplied by|fois|moins|divise par|multiplie par) \d|\d\s*(%|percent|per cent|pour cent|pourcent) (of|de|d) \d/;
