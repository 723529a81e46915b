/**
 * A question about prices: its reply always offers the team (the knowledge's `pricing` entry). Amounts of
 * something else than money, budgets as a date and quotes as text are set aside first (PRICING_EXCEPTIONS).
 */
import type { IntentException, IntentRule } from "./rule.ts";

export const PRICING_RULES: IntentRule[] = [
  {
    pattern:
      /\b(price|prices|pricing|priced|cost|costs|costing|quote|quotes|quotation|budget|budgets|rate|rates|hourly rate|fees|expensive|cheap|cheaper|affordable|afford|ballpark|how much|estimate|estimates)\b|\b(do|does|did|will|would) (you|they|u) (charge|bill)\b/,
    examples: ["how much does a website cost", "can I get a quote", "do you charge for the discovery phase?"],
  },
  {
    pattern:
      /\b(prix|tarif|tarifs|tarifaire|tarifaires|tarification|cout|couts|coute|coutent|couter|soumission|soumissions|devis|budget|budgets|cher|chere|dispendieux|abordable|frais|taux horaire|facturez|chargez|combien ca|c est combien|estimation|estime|forfait|forfaits|(votre|vos|ton|tes) taux)\b/,
    examples: ["c'est quoi vos tarifs", "combien ça coûte un site web", "vous avez une grille tarifaire?"],
  },
  {
    // Paying for a project with a grant: "y a-t-il du financement possible pour payer un projet ?".
    pattern:
      /\b(grants?|subventions?|financement|funding)\b( \w+){0,5} (pay|payer|paid|paye|cover|couvrir|finance|financer)\b|\b(pay|payer|paid|paye|cover|couvrir|finance|financer)\b( \w+){0,5} (grants?|subventions?|financement|funding)\b/,
    examples: [
      "can a project be paid for with grant money?",
      "y a-t-il du financement possible pour payer un projet avec vous?",
    ],
    lookAlikes: ["our grant ends in march, can the project be finished by then"],
  },
  {
    // "Combien de temps, de projets, de pieds carrés" counts something else than money.
    pattern: /\bcombien\b(?!( y a t il| il y a| ya t il)? (de|d|des) (?!(argent|dollars?|piasses?)\b))/,
    examples: ["combien pour une application"],
    lookAlikes: [
      "combien de temps pour un site",
      "combien de projets avez-vous faits",
      "combien y a-t-il de provinces",
    ],
  },
];

export const PRICING_EXCEPTIONS: IntentException[] = [
  {
    pattern:
      /\b(etes|sont|etes vous|vous etes|on est|y a) combien\b|\bcombien (dans|a) (l equipe|votre equipe|le bureau|northlight)\b|\b(vous (envoyer|faire parvenir|soumettre|transmettre) (un |une )?|(envoyer|faire parvenir|soumettre|transmettre|send|submit|forward|email) (vous |you |to you )?(notre |nos |our ))(devis|soumission|appel d offres|quote|estimate)\b|\b(send|submit|forward) (you |to you )?(a |an |our )?(rfp|request for proposals?|tender|brief)\b|\bbudget (cycle|year|approval|process|season|planning)\b|\b(cycle|annee|exercice) budgetaire\b|\b(rate|rates|taux|pay|paid|salary|salaire|wage|remuneration)\b.*\b(job|jobs|position|role|contract|contractor|contractors|freelancer|freelancers|developer|engineer|internship|poste|postes|emploi|contrat|pigiste|pigistes|stage)\b|\bquote (text|from|a passage|a sentence|a line|you|your (text|content|website|site|words|article|page))\b|\b(mesure|mesurent|pese|pesent|fait|font) combien\b|\bcombien (mesure|mesurent|pese|pesent|de kilometres|de km|de metres|de calories|d habitants)\b|\bhow much (lead |advance |prep |preparation |turnaround )?(time|experience|longer|notice|space|room|floor space|square feet|power|electricity|bandwidth|storage|data)\b|\bhow much (of )?(our|your|my|their|the) (\w+ ){0,2}(time|involvement|effort|availability)\b|\b(implique|impliquer|impliquent|impliquee|impliquees|participer|contribuer|consacrer|mobiliser|mobilise)( \w+){0,2} combien\b|\b(ou|a qui) (envoyer|soumettre|transmettre|faire parvenir) (un |une |notre |nos |mon |ma )?(devis|soumission|appel d offres|cahier des charges)\b|\bwhere (do i|can i|should i|do we|can we|should we|to) (send|submit) (a |an |our |my )?(brief|rfp|quote request|request for proposals?|project brief)\b|\bin charge\b|\bhow many (projects|clients|customers|people|employees|staff|years|museums|organizations|orgs|sites|team members|languages|positions|jobs|openings|installations|exhibits|apps)\b|\b(estimate|estimation|estime|ballpark)( \w+){0,3} (time|timeline|duration|delivery|delai|duree|temps|echeancier|schedule|dates?)\b|\b(can t|cannot|can not|couldn t|could not|won t|unable to) afford\b|\b(no|without( a| any| the)?) ((real|big|extra) )?budget (to|for)\b|\b(salaire|salaires|salary|salaries|wage|wages|remuneration|paie)\b|\b(exchange|conversion|interest|mortgage) rates?\b|\btaux (de change|d interet|de conversion|hypothecaires?)\b|\b(call|meeting|appel|rencontre|rendez vous)\b( \w+){0,6} (cost|costs|free|paid|charge|charged|coute|coutent|gratuit|gratuite|payant|payante)\b|\b(price|cost|prix|cout|tarif)( \w+){0,2} (of|for|du|de) (the |your |an |a |l |la |le |votre )?(intro |introductory |first |initial |discovery |presentation )?(call|meeting|appel|rencontre|consultation)\b|\b(pas de|sans|ni le|aucun) budget (pour|de|d)\b|\b(n a|n avons|a|avons) pas (les moyens|le budget)\b|\b(sink|spend|put|invest|blow|waste|mettre|investir|depenser|engloutir|flamber) (\w+ ){0,3}budgets?\b|\b(taille|poids|grosseur|longueur|limite|size|length|ecrire|mots|caracteres|lignes)( \w+){0,10} (c est combien|combien)\b/,
    lookAlikes: [
      "our small museum can't afford a big build but we'd love to host something interactive",
      "before we sink our budget into an AI idea, we want to know it works for us",
      "on n'a pas les moyens de bâtir une grosse expo, mais on aimerait en accueillir une",
      "no budget for a permanent build this year, but we'd love something for the summer",
      "pas de budget pour une expo permanente, mais on aimerait accueillir quelque chose cet été",
      "we're a small gallery without the budget for a new permanent show, could we host something?",
      "pis le salaire, c'est combien?",
      "how long is the intro call, and does it cost anything?",
      "whats the price of the intro call",
      "c'est quoi le prix de l'appel de présentation?",
      "la taille maximum d'un fichier pour le CV, c'est combien?",
      "la lettre de présentation, faut écrire combien de lignes au minimum?",
      "how much lead time do you need before a project starts?",
      "how much of our staff's time would a project with you need? we're stretched thin",
      "notre personnel est déjà débordé, il faudrait qu'il s'implique combien pendant le projet?",
      "what's the USD to CAD exchange rate today",
      "c'est quoi le taux de change du dollar américain?",
      "je veux envoyer notre devis par courriel à l'équipe, c'est quelle adresse?",
      "can we email our quote to your team? which address?",
    ],
  },
];
