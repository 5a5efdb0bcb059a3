import type { KnowledgeBase } from './types.ts'

export const FR: KnowledgeBase = {
  topics: {
    filmTypes: {
      title: 'Les types de film pour vitrage',
      keywords:
        'types sortes genres film vitrage teinté options lequel choisir différence catégories gamme produits que vendez proposez sortes différence différences chacun',
      answer:
        "Nous proposons trois sortes de film. Le film de sécurité (Shield Clear 4, 8 et 14, Shield Solar Guard 15, Ballistic Barrier 21) retient le verre brisé. Le film de contrôle solaire (Ceramic 20, 40 et 70 Clear View, Dual Reflective 15 et 35) rejette la chaleur et l'éblouissement. Le film décoratif (Frost White, Dusted Crystal, Gradient Fade, Reeded Linear, Blackout Opaque) apporte intimité et style. Tous bloquent 99 % des UV.",
      suggestions: [
        'Parlez-moi du film de sécurité',
        'Parlez-moi du film solaire',
        'Combien coûte le film pour vitrage ?',
      ],
      links: [
        { label: 'Film de sécurité', to: '/security-safety-film' },
        { label: 'Film de contrôle solaire', to: '/solar-control-films' },
        { label: 'Film décoratif', to: '/decorative-privacy-films' },
      ],
    },
    security: {
      title: 'Film de sécurité',
      keywords:
        'sécurité protection effraction cambriolage cambrioleur intrus bris verre brisé éclats tempête ouragan impact explosion balistique pare-balles épais ancrage cambrioler cambriolé casser cassé vitre morceaux voleurs porte-fenêtre retient',
      answer:
        "Le film de sécurité retient le verre brisé : une effraction prend bien plus de temps et les tempêtes ou les chocs projettent beaucoup moins d'éclats. Nos films clairs sont Shield Clear 4, 8 et 14 mil ; Shield Solar Guard 15 ajoute le contrôle de la chaleur et Ballistic Barrier 21 est le plus épais. Il est plus efficace avec un système d'ancrage au cadre. Ce n'est pas un produit anti-ouragan certifié. Les films épais se posent par une équipe certifiée.",
      suggestions: [
        'Combien coûte le film de sécurité ?',
        'Proposez-vous la pose soi-même ?',
        'Que couvre la garantie ?',
      ],
      links: [{ label: 'Film de sécurité', to: '/security-safety-film' }],
    },
    solar: {
      title: 'Film de contrôle solaire',
      keywords:
        'solaire contrôle céramique réfléchissant miroir soleil énergie économies rafraîchir climatisation facture infrarouge foncé teinté',
      answer:
        "Le film de contrôle solaire rejette une grande part de l'énergie du soleil avant qu'elle n'entre. Les films céramiques (Ceramic 20, 40 et 70 Clear View) absorbent l'infrarouge avec un aspect neutre ; Dual Reflective 15 et 35 renvoient la chaleur vers l'extérieur et rejettent jusqu'à 77 % de l'énergie solaire. Un chiffre de lumière visible élevé garde le verre presque clair ; un chiffre bas donne plus d'intimité et de contrôle.",
      suggestions: ['Combien coûte le film solaire ?', 'Le film réduit-il la chaleur ?'],
      links: [{ label: 'Film de contrôle solaire', to: '/solar-control-films' }],
    },
    decorative: {
      title: 'Film décoratif',
      keywords:
        'décoratif dépoli givré sablé motif dégradé cannelé occultant opaque salle de bain bureau salle de réunion design style',
      answer:
        "Le film décoratif change l'aspect du verre : Frost White et Dusted Crystal imitent le verre sablé, Gradient Fade passe du clair au dépoli, Reeded Linear a des lignes verticales et Blackout Opaque bloque entièrement la vue et la lumière. Il convient aux salles de bain, bureaux, salles de réunion et portes, et bloque 99 % des UV.",
      suggestions: ['Combien coûte le film décoratif ?', "Voit-on à l'intérieur la nuit ?"],
      links: [{ label: 'Film décoratif', to: '/decorative-privacy-films' }],
    },
    uv: {
      title: 'Protection UV',
      keywords:
        'uv ultraviolets rayons décoloration décolorer délavé sols meubles œuvres art dommages soleil peau bloque 99',
      answer:
        "Tous nos films, y compris les films de sécurité clairs, bloquent 99 % des ultraviolets, principale cause de décoloration des sols, meubles et œuvres d'art. Le film réduit fortement la décoloration sans la supprimer tout à fait, car la lumière visible et la chaleur jouent aussi.",
      suggestions: ['Parlez-moi du film solaire'],
      links: [{ label: 'Film de contrôle solaire', to: '/solar-control-films' }],
    },
    heat: {
      title: 'Rejet de la chaleur',
      keywords:
        'chaleur chaud température fraîcheur rafraîchir été énergie rejet économies facture pièce surchauffe réduire fournaise four étuve sauna plein ouest après-midi soleil clim climatisation climatiseur factures électricité assombrir sombre insupportable degrés',
      answer:
        "Le film solaire garde plus fraîches les pièces près des fenêtres : nos films rejettent de 45 % (Ceramic 70 Clear View, presque clair) à 77 % (Dual Reflective 15) de l'énergie solaire, et la climatisation tourne moins. L'estimateur montre les économies d'énergie attendues.",
      suggestions: ['Parlez-moi du film solaire', 'Aidez-moi à créer un devis'],
      links: [{ label: 'Créer un devis', to: '/enhanced-estimator' }],
    },
    glare: {
      title: 'Éblouissement',
      keywords:
        'éblouissement éblouit reflets lumière forte écran télévision ordinateur yeux stores aveuglant',
      answer:
        "Le film solaire adoucit la lumière crue sur les écrans et téléviseurs sans supprimer la lumière du jour : vous gardez les stores ouverts. Plus le chiffre de lumière visible est bas, moins il y a d'éblouissement : Ceramic 20 ou Dual Reflective 15 pour un soleil fort, Ceramic 40 ou Dual Reflective 35 pour un équilibre.",
      suggestions: ['Parlez-moi du film solaire'],
      links: [{ label: 'Film de contrôle solaire', to: '/solar-control-films' }],
    },
    privacy: {
      title: 'Intimité',
      keywords:
        'intimité vie privée voir intérieur nuit voisins rue vis-à-vis miroir sans tain salle de bain cacher voisins voient soir rideaux',
      answer:
        "Avec les films teintés ou réfléchissants, l'intimité dépend du côté le plus éclairé : le jour le film protège des regards, mais la nuit, lumières allumées, on voit l'intérieur depuis dehors. Pour une intimité permanente, choisissez un film décoratif dépoli, dégradé ou occultant, ou associez film solaire et stores.",
      suggestions: ['Parlez-moi du film décoratif'],
      links: [{ label: 'Film décoratif', to: '/decorative-privacy-films' }],
    },
    warranty: {
      title: 'Garantie',
      keywords:
        'garantie ans couvre couverture décollement bulles fissures décoloration contrainte thermique bris verre réclamation',
      answer:
        'La garantie couvre le décollement, les bulles, les fissures et la décoloration. Elle va de 10 à 20 ans pour les logements selon le film (céramiques 20 ans, sécurité 15) et de 7 à 15 ans pour les locaux commerciaux. Posé par une équipe certifiée, un film compatible couvre aussi le bris du verre par contrainte thermique.',
      suggestions: ['Proposez-vous la pose soi-même ?', 'Comment nettoyer le film ?'],
      links: [{ label: 'FAQ', to: '/faq' }],
    },
    diyVsPro: {
      title: 'Pose soi-même ou par un professionnel',
      keywords:
        'poser moi-même soi-même bricolage pose installation professionnel poseur installateur engager équipe certifiée kit outils découpé mesure pro professionnel faire poser débutant facile difficile grande baie',
      answer:
        "Les films décoratifs et solaires sur de petites fenêtres faciles d'accès se posent bien soi-même : commandez le film découpé à vos mesures sur la page de commande DIY et suivez les instructions. Les films de sécurité et balistiques, les grands vitrages, le verre en hauteur et tout système d'ancrage doivent être posés par une équipe certifiée ; la garantie commerciale complète l'exige.",
      suggestions: ['Aidez-moi à créer un devis', 'Comment fonctionne la place de marché ?'],
      links: [
        { label: 'Commande DIY', to: '/diy-film-order' },
        { label: 'Publier un projet', to: '/post-job' },
      ],
    },
    care: {
      title: 'Entretien après la pose',
      keywords:
        'entretien nettoyer nettoyage nettoyant laver après pose séchage voile bulles eau ammoniaque raclette délai retirer enlever décoller ancien film windex produit vitres vinaigre chiffon',
      answer:
        "Le film sèche en 7 à 30 jours selon son épaisseur, la météo et le soleil ; les petites poches d'eau ou un léger voile disparaissent d'eux-mêmes. D'ici là, ne baissez pas les vitres, n'appuyez pas sur le film et ne le nettoyez pas. Ensuite, nettoyez avec une microfibre et un nettoyant doux sans ammoniaque ou de l'eau savonneuse ; évitez l'essuie-tout, les éponges abrasives et les lames. Le film peut être retiré plus tard sans abîmer le verre.",
      suggestions: ['Que couvre la garantie ?'],
      links: [{ label: 'FAQ', to: '/faq' }],
    },
    membership: {
      title: "Formules d'adhésion",
      keywords:
        'adhésion abonnement formules formule plan gratuit professionnel entreprise mensuel prix par mois compte inscription résilier membre',
      answer:
        'Trois formules : Free Forever (0 $, pour les particuliers : devis illimités, projets enregistrés, mesure hors ligne), Professional (49 $ par mois, pour les poseurs : tableau des chantiers, devis à votre marque, votre propre grille tarifaire, plans de découpe, prix membre sur le film) et Enterprise (sur devis pour administrations, écoles, banques et flottes). Vous pouvez changer ou résilier à tout moment ; vos devis restent enregistrés.',
      suggestions: ["Qu'est-ce que le forfait d'intégration ?"],
      links: [{ label: "Formules d'adhésion", to: '/membership-plans' }],
    },
    onboarding: {
      title: "Forfait d'intégration professionnelle",
      keywords:
        'intégration forfait 199 formation configuration compte grille tarifaire supports marketing spécialiste paiement unique',
      answer:
        "Le forfait d'intégration professionnelle coûte 199 $ une seule fois. Il comprend une formation personnelle individuelle, la configuration sur mesure du compte, le paramétrage de la grille tarifaire et la préparation des supports marketing. Un spécialiste vous contacte sous 1 à 2 jours ouvrés. Il est facultatif.",
      suggestions: ["Parlez-moi des formules d'adhésion"],
      links: [
        { label: 'Acheter le forfait', to: '/shop/SVC-ONBOARD' },
        { label: "Formules d'adhésion", to: '/membership-plans' },
      ],
    },
    shipping: {
      title: 'Livraison',
      keywords:
        'livraison livrer expédition expédier envoi transporteur standard express jours délai arriver gratuite frais alaska hawaï',
      answer:
        "Nous livrons les 48 États contigus et DC depuis Atlanta, Orlando et Charlotte. La livraison standard prend 3 à 5 jours ouvrés et est gratuite dès 250 $ ; l'express, 2 jours ouvrés ; les rouleaux de 60 pouces et plus partent en fret. Pour l'Alaska et Hawaï, appelez-nous.",
      suggestions: ['Comment suivre ma commande ?'],
      links: [{ label: 'Boutique', to: '/shop' }],
    },
    estimates: {
      title: 'Comment fonctionnent les devis',
      keywords:
        'devis estimation estimateur créer faire commencer mesurer mesures calculer calculateur gratuit demander spécialiste',
      answer:
        "L'estimateur gratuit chiffre votre chantier à partir de vos fenêtres : largeur et hauteur (pouces, pieds, centimètres ou mètres), quantité, type de fenêtre et film. Il planifie les découpes et affiche le prix posé avec main-d'œuvre, matière et remise sur volume, même hors ligne. Vous pouvez l'enregistrer, demander un devis à un spécialiste ou le publier aux poseurs.",
      suggestions: ['Combien coûte le film pour vitrage ?'],
      links: [
        { label: 'Créer un devis', to: '/enhanced-estimator' },
        { label: 'Demander un devis', to: '/homeowner-estimate' },
      ],
    },
    pricing: {
      title: 'Combien coûte le film',
      keywords:
        'coûte combien prix tarif tarifs coût cher budget pied carré posé minimum remise réduction volume gros chantier',
      answer:
        "Le prix posé dépend du film, de la surface de verre, de l'accès aux fenêtres, du type de verre et de l'éventuel retrait d'un ancien film. Les films solaires et décoratifs coûtent moins que le film de sécurité avec ancrage ; les grands chantiers ont une remise et les petits un minimum. Décrivez vos fenêtres (par exemple « 3 fenêtres 36 par 48 film de sécurité ») et je vous donne une fourchette de prix.",
      suggestions: ['3 fenêtres 36 par 48 film de sécurité', 'Aidez-moi à créer un devis'],
      links: [{ label: 'Créer un devis', to: '/enhanced-estimator' }],
    },
    marketplace: {
      title: 'La place de marché des poseurs',
      keywords:
        'place de marché publier projet chantier poseurs installateurs offres comparer engager trouver près avis',
      answer:
        'Publiez votre projet (quelles fenêtres, ce que le film doit faire, votre ville et vos délais) et des poseurs certifiés de votre région vous envoient des offres. Comparez prix, dates et avis, écrivez-leur et engagez celui qui vous convient ; suivez ensuite le chantier dans Mes projets.',
      suggestions: ['Aidez-moi à créer un devis'],
      links: [{ label: 'Publier un projet', to: '/post-job' }],
    },
    orderTracking: {
      title: 'Suivre une commande',
      keywords:
        'suivre suivi commande statut état où est ma commande colis numéro expédiée numéro de suivi transporteur colis',
      answer:
        'Ouvrez Suivre une commande et saisissez le numéro (SS-XXXX-XXXX) et votre e-mail : vous voyez chaque étape, de la découpe à la livraison. Connecté, vous pouvez aussi me demander « état de la commande SS-XXXX-XXXX ».',
      suggestions: ['Combien de temps prend la livraison ?'],
      links: [{ label: 'Suivre une commande', to: '/track-order' }],
    },
    contact: {
      title: 'Contact',
      keywords:
        'contact contacter téléphone appeler e-mail courriel  assistance aide adresse bureau horaires samedi dimanche ouvrez fermez ouverture week-end',
      answer:
        "Écrivez à hello@southernshieldfilm.com ou appelez : Atlanta (404) 555-0142, Orlando (407) 555-0168, Charlotte (704) 555-0119. Nous sommes ouverts du lundi au vendredi de 8 h à 18 h et le samedi de 9 h à 13 h, heure de l'Est.",
      suggestions: ['Aidez-moi à créer un devis'],
      links: [{ label: 'Contact', to: '/contact' }],
    },
    returns: {
      title: 'Retours et remboursements',
      keywords:
        'retour retours retourner renvoyer rembourser remboursement échange échanger annuler annulation mauvaise taille morceau coupé découpe sur mesure rouleau non ouvert abîmé défectueux politique arrivé écrasé froissé plié remplacement remplacer',
      answer:
        'Les rouleaux complets dans leur emballage d’origine, non ouverts, peuvent être retournés dans les 30 jours suivant la livraison pour un remboursement. Le film découpé à vos mesures est fabriqué pour vous : il ne peut être retourné que s’il est défectueux. Si une commande arrive abîmée ou défectueuse, contactez-nous avec le numéro de commande et une photo : nous la remplaçons ou la remboursons, sur la carte utilisée pour le paiement. Le forfait d’intégration n’est plus remboursable une fois la formation faite ; un abonnement se résilie à tout moment et court jusqu’à la fin du mois payé.',
      suggestions: ['Comment suivre ma commande ?', 'Comment vous contacter ?'],
      links: [
        {
          label: 'Conditions de vente',
          to: '/terms',
        },
        {
          label: 'Contact',
          to: '/contact',
        },
      ],
    },
    serviceArea: {
      title: 'Où nous posons',
      keywords:
        'zone zones secteur région régions couverture où intervenez desservez ville état code postal centre centres près de chez moi déplacez venez posez à travaillez',
      answer:
        'Nos équipes de pose interviennent en Géorgie, en Alabama et au Tennessee (centre d’Atlanta), en Floride et dans le sud de la Géorgie (centre de Floride, à Orlando) et en Caroline du Nord et du Sud (centre des Carolines, à Charlotte). Donnez-moi votre ville ou votre code postal et je vous dirai quel centre vous dessert. Le film lui-même est expédié dans les 48 États contigus et DC.',
      suggestions: ['Intervenez-vous à Savannah ?', 'Aidez-moi à faire un devis'],
      links: [
        {
          label: 'Publier un projet',
          to: '/post-job',
        },
        {
          label: 'Contact',
          to: '/contact',
        },
      ],
    },
    handoff: {
      title: 'Parler à une personne',
      keywords:
        'parler personne humain vrai agent conseiller quelqu’un employé responsable rappel rappelez-moi opérateur pas un robot',
      answer:
        'Utilisez « Parler à une personne » pour laisser votre question et un moyen de vous joindre : quelqu’un du centre le plus proche vous répond. Vous pouvez aussi appeler : Atlanta (404) 555-0142, Orlando (407) 555-0168, Charlotte (704) 555-0119, du lundi au vendredi de 8 h à 18 h et le samedi de 9 h à 13 h, heure de l’Est.',
      suggestions: ['Comment vous contacter ?'],
      links: [
        {
          label: 'Contact',
          to: '/contact',
        },
      ],
    },
  },
  phrases: {
    fallback:
      "Je ne suis pas sûr d'avoir compris. Je peux vous aider sur les types de film, les prix, la pose, la garantie, les commandes et nos formules. Essayez :",
    firstActions: [
      'Parlez-moi des types de film',
      'Combien coûte le film pour vitrage ?',
      'Proposez-vous la pose soi-même ?',
      'Aidez-moi à créer un devis',
    ],
    priceQuote: 'Fenêtres : {count}, de {size} chacune, {film} : environ {price} posé ({area} pi² de verre).',
    priceQuoteNote:
      "La fourchette couvre les gammes de film en stock, et un petit chantier paie au moins le minimum. Un vitrage en hauteur, le retrait d'un ancien film ou un verre spécial changent le prix : l'estimateur le calcule exactement.",
    startEstimate: 'Créer un devis',
    filmNames: { standard: 'film solaire', security: 'film de sécurité', decorative: 'film décoratif' },
    stockIn: '{product} est en stock.',
    stockOut: '{product} est en rupture de stock pour le moment.',
    stockUnknown: "Je n'ai pas trouvé ce produit. La boutique présente tout ce que nous vendons.",
    stockNeedsNetwork: 'Vérifier le stock demande le réseau. Reposez-moi la question une fois en ligne.',
    openProduct: 'Voir {product}',
    orderNeedsNetwork:
      'Vérifier une commande demande le réseau. Reposez-moi la question une fois en ligne, ou ouvrez Suivre une commande.',
    orderNumberNeedsNetwork:
      'Vérifier la commande {number} demande le réseau. Reposez-moi la question une fois en ligne, ou ouvrez Suivre une commande.',
    orderSignIn:
      'Connectez-vous pour poser des questions sur vos commandes, ou ouvrez Suivre une commande avec le numéro et votre e-mail.',
    orderAskNumber:
      'Quelle commande ? Donnez-moi son numéro (SS-XXXX-XXXX), ou voyez-les toutes dans Mes commandes.',
    orderNotFound:
      'Je ne trouve pas de commande {number} dans votre compte. Vérifiez le numéro ou ouvrez Suivre une commande.',
    orderStatus: 'La commande {number} est {status}.',
    orderStatuses: {
      placed: 'enregistrée et en attente de traitement',
      paid: 'payée et en attente de découpe',
      processing: 'en découpe et emballage',
      shipped: 'expédiée',
      delivered: 'livrée',
      cancelled: 'annulée',
      refunded: 'remboursée',
    },
    shop: 'Boutique',
    myOrders: 'Mes commandes',
    trackOrder: 'Suivre une commande',
    openOrder: 'Voir la commande {number}',
    refusal:
      'Désolé, je ne peux vous aider que pour le film pour vitrage : nos produits et prix, la pose, les commandes, les retours et nos abonnements. Essayez l’une de ces questions :',
    sorry: 'Je suis désolé pour ce désagrément.',
    serviceYes: 'Oui, {place} est dans notre zone : le centre {hub} et ses équipes de pose la desservent.',
    serviceNo:
      'Non, {place} est en dehors de notre zone de pose (Géorgie, Alabama et Tennessee depuis Atlanta ; Floride et sud de la Géorgie depuis la Floride ; Caroline du Nord et du Sud depuis Charlotte). Nous y expédions quand même le film : commandez-le découpé sur mesure dans la boutique, ou publiez votre projet pour les poseurs locaux sur la place de marché.',
    hubNames: {
      atlanta: 'd’Atlanta',
      florida: 'de Floride',
      carolinas: 'des Carolines',
    },
    diyShop: 'Commande de film sur mesure',
    postProject: 'Publier un projet',
    productFilm:
      '{name} est un {use} : {thickness} mil d’épaisseur, il laisse passer {vlt} % de la lumière visible et rejette {solar} % de l’énergie solaire. Les rouleaux font {length} pieds de long : {rolls}, soit environ {sqft} le pied carré.',
    productRoll: '{width}″ de large : {price}',
    productPiece: '{name} : {price}.',
    productFree: '{name} : gratuit, seuls les frais de port sont à payer.',
    filmUses: {
      security: 'film de sécurité qui maintient le verre brisé',
      solar: 'film de contrôle solaire qui rejette la chaleur et l’éblouissement',
      decorative: 'film décoratif pour l’intimité et le style',
    },
  },
  stopWords: [
    'temps',
    'le',
    'la',
    'les',
    'un',
    'une',
    'des',
    'de',
    'du',
    'que',
    'quel',
    'quelle',
    'est',
    'et',
    'ou',
    'en',
    'pour',
    'par',
    'avec',
    'sur',
    'je',
    'me',
    'moi',
    'mon',
    'ma',
    'mes',
    'vous',
    'votre',
    'vos',
    'il',
    'elle',
    'ce',
    'ça',
    'au',
    'aux',
    'comment',
    'parlez',
    'qu',
    'l',
    'd',
  ],
  tradeWords: ['fenêtre', 'fenêtres', 'film', 'films', 'vitrage'],
  synonyms: [
    ['film', 'pellicule', 'adhésif', 'teinte', 'vitrophanie'],
    ['prix', 'coût', 'coûte', 'coûtent', 'tarif', 'tarifs'],
    ['poser', 'pose', 'installer', 'installation', 'poseur', 'appliquer'],
    ['retourner', 'retour', 'renvoyer', 'rendre'],
    ['rembourser', 'remboursement', 'remboursé'],
    ['garantie', 'garanti', 'garantis'],
    ['livraison', 'livrer', 'expédition', 'expédier', 'envoi', 'délai'],
    ['personne', 'humain', 'agent', 'conseiller', 'opérateur'],
    ['zone', 'secteur', 'région', 'desservez', 'intervenez', 'couvrez'],
    ['sécurité', 'effraction', 'cambriolage', 'antivol', 'cambrioleur'],
    ['chaleur', 'chaud', 'température', 'canicule'],
    ['intimité', 'vis-à-vis', 'voir', 'regards'],
    ['décoratif', 'dépoli', 'sablé', 'opaque', 'givré'],
    ['uv', 'ultraviolet', 'décoloration', 'décolorer'],
    ['nettoyer', 'nettoyage', 'laver', 'entretien'],
    ['abonnement', 'forfait', 'formule', 'formules', 'adhésion'],
    ['devis', 'estimation', 'chiffrage'],
    ['commande', 'achat'],
    ['découpé', 'coupé', 'sur mesure', 'morceau'],
  ],
}
