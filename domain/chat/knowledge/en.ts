import type { KnowledgeBase } from './types.ts'

/** English: the source the other languages follow topic by topic. */
export const EN: KnowledgeBase = {
  topics: {
    filmTypes: {
      title: 'Window film types',
      keywords:
        'types kinds of window film tint options which film choose difference categories range lines products what films do you sell offer differ different each one kinds',
      answer:
        'We stock three kinds of window film. Security film (Shield Clear 4, 8 and 14, Shield Solar Guard 15, Ballistic Barrier 21) holds broken glass together. Solar control film (Ceramic 20, 40 and 70 Clear View, Dual Reflective 15 and 35) rejects heat and glare. Decorative film (Frost White, Dusted Crystal, Gradient Fade, Reeded Linear, Blackout Opaque) gives privacy and style. Every one of them blocks 99% of UV.',
      suggestions: [
        'Tell me about security film',
        'Tell me about solar film',
        'How much does window film cost?',
      ],
      links: [
        { label: 'Security film', to: '/security-safety-film' },
        { label: 'Solar control film', to: '/solar-control-films' },
        { label: 'Decorative film', to: '/decorative-privacy-films' },
      ],
    },
    security: {
      title: 'Security and safety film',
      keywords:
        'security safety film break-in breaking burglar intruder shatter shatterproof broken glass storm hurricane impact blast ballistic bullet thick mil attachment anchor protection break in smash thieves robbery kick in',
      answer:
        'Security film holds broken glass together, so a break-in takes much longer and storms or impacts throw far less flying glass. Our clear lines are Shield Clear 4, 8 and 14 mil, Shield Solar Guard 15 adds heat control, and Ballistic Barrier 21 is the heaviest. With an attachment system that anchors the film to the frame it performs best. It is not a certified hurricane product and does not replace code-required shutters or impact windows. Thick films should be installed by a certified team.',
      suggestions: [
        'How much does security film cost?',
        'Do you offer DIY installation?',
        'What does the warranty cover?',
      ],
      links: [{ label: 'Security film', to: '/security-safety-film' }],
    },
    solar: {
      title: 'Solar control film',
      keywords:
        'solar control film ceramic dual reflective mirror tint sun energy saving cooling air conditioning bills infrared ir rejection shade darker',
      answer:
        "Solar control film rejects a large share of the sun's energy before it enters the room. Ceramic films (Ceramic 20, 40 and 70 Clear View) absorb and re-radiate infrared heat and keep a neutral look; Dual Reflective 15 and 35 bounce heat back outside with a mirrored exterior and reject up to 77% of solar energy. Choose by visible light: a high number keeps the glass almost clear, a low number gives more privacy and more heat and glare control.",
      suggestions: [
        'How much does solar film cost?',
        'Does window film reduce heat?',
        'Does window film block UV?',
      ],
      links: [{ label: 'Solar control film', to: '/solar-control-films' }],
    },
    decorative: {
      title: 'Decorative film',
      keywords:
        'decorative film frosted frost etched glass pattern gradient reeded blackout opaque bathroom office conference room design style look',
      answer:
        'Decorative film changes how glass looks and how much it shows: Frost White and Dusted Crystal give an etched-glass look, Gradient Fade goes from clear to frosted, Reeded Linear has vertical lines, and Blackout Opaque blocks the view and the light completely. It suits bathrooms, offices, conference rooms and front doors, and still blocks 99% of UV. Patterned films cannot be turned on the roll, so they sometimes need more material.',
      suggestions: [
        'How much does decorative film cost?',
        'Can people see in at night?',
        'Do you offer DIY installation?',
      ],
      links: [{ label: 'Decorative film', to: '/decorative-privacy-films' }],
    },
    uv: {
      title: 'UV protection',
      keywords:
        'uv ultraviolet rays fading fade faded floors furniture artwork sun damage skin protect block 99',
      answer:
        'Every film we sell, the clear security films included, blocks 99% of ultraviolet light. UV is the main cause of faded floors, furniture and artwork and passes straight through most ordinary glass. Film reduces fading a great deal but cannot stop it completely, because visible light and heat also play a part.',
      suggestions: ['Tell me about solar film', 'Tell me about window film types'],
      links: [{ label: 'Solar control film', to: '/solar-control-films' }],
    },
    heat: {
      title: 'Heat rejection',
      keywords:
        'heat hot room temperature cooler cool summer energy rejected rejection savings bills hvac west south facing reduce heat bakes baking oven sauna greenhouse sunroom sun room afternoon sun west-facing degrees unbearable stuffy ac air conditioner electric bill dark darker',
      answer:
        'Solar control film keeps rooms near the window cooler: our films reject from 45% (Ceramic 70 Clear View, almost clear) to 77% (Dual Reflective 15) of the solar energy, so the air conditioning runs less in long Southern summers. The estimator shows the expected energy savings for your windows.',
      suggestions: ['Tell me about solar film', 'Help me create an estimate'],
      links: [
        { label: 'Solar control film', to: '/solar-control-films' },
        { label: 'Start an estimate', to: '/enhanced-estimator' },
      ],
    },
    glare: {
      title: 'Glare',
      keywords: 'glare bright light screen tv computer monitor reflection eyes harsh sunlight blinds',
      answer:
        'Solar film softens harsh light on screens and TVs without shutting out the daylight, so you can keep the blinds open. A lower visible-light number cuts more glare: Ceramic 20 or Dual Reflective 15 for strong sun, Ceramic 40 or Dual Reflective 35 for a balance.',
      suggestions: ['Tell me about solar film', 'How much does solar film cost?'],
      links: [{ label: 'Solar control film', to: '/solar-control-films' }],
    },
    privacy: {
      title: 'Privacy',
      keywords:
        'privacy private see in see through night neighbors street view one way mirror bathroom hide neighbors can see evening at night curtains peeping',
      answer:
        'With tinted and reflective films privacy depends on which side is brighter: in daytime the film gives privacy, but at night with lights on indoors people outside can see in, as with ordinary glass. For privacy around the clock choose a frosted, gradient or blackout decorative film, or combine solar film with blinds.',
      suggestions: ['Tell me about decorative film', 'How much does decorative film cost?'],
      links: [{ label: 'Decorative film', to: '/decorative-privacy-films' }],
    },
    warranty: {
      title: 'Warranty',
      keywords:
        'warranty guarantee years covered coverage peeling bubbling cracking discoloring thermal stress glass breakage claim',
      answer:
        'Film warranties cover peeling, bubbling, cracking, crazing and discoloring. Residential warranties run from 10 to 20 years depending on the film (Ceramic films 20 years, security films 15), commercial warranties from 7 to 15 years. When a compatible film is installed by a certified team, glass breakage from thermal stress is covered too. Keep your installation record; we keep a copy for you.',
      suggestions: ['Do you offer DIY installation?', 'How do I clean window film?'],
      links: [{ label: 'FAQ', to: '/faq' }],
    },
    diyVsPro: {
      title: 'DIY or professional installation',
      keywords:
        'diy do it yourself install myself self installation professional installer hire certified team kit tools cut to size how to apply diyer diyers beginner easy hard difficult yourself own windows',
      answer:
        "Decorative and solar films on small, easy-to-reach windows are good DIY projects: order film cut to your measurements on the DIY film order page and follow the included instructions. Security and ballistic films, large panes, high glass and anything with an attachment system should be installed by a certified team; a professional installation is required for the full commercial warranty. You can post your project and compare installers' bids.",
      suggestions: [
        'Help me create an estimate',
        'How does the marketplace work?',
        'What does the warranty cover?',
      ],
      links: [
        { label: 'DIY film order', to: '/diy-film-order' },
        { label: 'Post a project', to: '/post-job' },
      ],
    },
    care: {
      title: 'Care after installation',
      keywords:
        'care clean cleaning cleaner wash after installation curing cure dry haze water bubbles pockets ammonia squeegee maintenance how long remove removal take off peel old film later windex glass cleaner products spray towel vinegar',
      answer:
        'Film cures in 7 to 30 days, depending on its thickness, the weather and the sun; small water pockets or a slight haze disappear on their own. Until then do not roll windows down, press on the film or clean it. Afterwards clean with a soft microfiber cloth or a rubber squeegee and a mild, ammonia-free cleaner or soapy water; avoid paper towels, abrasive pads, razor blades and ammonia. Film can be removed later without harming the glass: it is steamed or soaked, peeled and the adhesive cleaned off.',
      suggestions: ['What does the warranty cover?', 'Can window film be removed later?'],
      links: [{ label: 'FAQ', to: '/faq' }],
    },
    membership: {
      title: 'Membership plans',
      keywords:
        'membership plans plan subscription free forever professional enterprise monthly price per month account sign up upgrade cancel member plan included includes what do i get',
      answer:
        'Three plans: Free Forever ($0, for homeowners and DIYers: unlimited estimates, saved projects, offline measuring, sharing with certified installers), Professional ($49 per month, for installers and tint shops: job board, branded quotes, your own pricing sheet, roll plans, member pricing on film, priority support) and Enterprise (custom pricing for government, schools, banks and fleets: volume pricing, a dedicated account manager, purchase orders). You can change or cancel at any time; your estimates stay saved.',
      suggestions: ['What is the onboarding package?', 'Help me create an estimate'],
      links: [{ label: 'Membership plans', to: '/membership-plans' }],
    },
    onboarding: {
      title: 'Professional onboarding package',
      keywords:
        'onboarding package 199 training setup set up account configuration pricing sheet marketing material specialist one time fee',
      answer:
        'The professional onboarding package is a one-time $199. It includes one-on-one personal training, custom account setup, pricing sheet configuration and marketing material setup. After you book, a specialist contacts you within 1-2 business days to schedule the training. It is optional: the estimator works without training.',
      suggestions: ['Tell me about the membership plans', 'How do I contact you?'],
      links: [
        { label: 'Buy the onboarding package', to: '/shop/SVC-ONBOARD' },
        { label: 'Membership plans', to: '/membership-plans' },
      ],
    },
    shipping: {
      title: 'Shipping',
      keywords:
        'shipping delivery deliver ship freight ground expedited days how long arrive free shipping cost carrier alaska hawaii',
      answer:
        'We ship to the 48 contiguous states and DC from our Atlanta, Orlando and Charlotte hubs. Ground takes 3-5 business days and is free from $250 of goods; expedited takes 2 business days; full rolls 60 inches wide and wider go by freight, and the carrier books a delivery time with you. For Alaska and Hawaii please call us.',
      suggestions: ['How do I track my order?', 'How much does window film cost?'],
      links: [{ label: 'Shop', to: '/shop' }],
    },
    estimates: {
      title: 'How estimates work',
      keywords:
        'estimate estimator quote create make start measure measuring windows how it works calculate calculator free quote request specialist',
      answer:
        "The free estimator prices your job from your windows: enter each window's width and height (inches, feet, centimeters or meters), the quantity, the window type and the film. It plans the cuts on the roll and shows the installed price, with labor, material and any volume discount, and works offline. You can save it, request an estimate from a specialist (we follow up within 1-2 business days) or post it to installers.",
      suggestions: ['How much does window film cost?', 'How does the marketplace work?'],
      links: [
        { label: 'Start an estimate', to: '/enhanced-estimator' },
        { label: 'Request an estimate', to: '/homeowner-estimate' },
      ],
    },
    pricing: {
      title: 'What window film costs',
      keywords:
        'cost price prices how much expensive cheap budget per square foot sq ft installed price rates minimum charge discount discounts volume big large job bulk',
      answer:
        'Installed prices depend on the film, the total glass area, how easy the windows are to reach, the glass type and whether old film has to come off. Solar and decorative films cost less than security film with an attachment system; larger jobs get a volume discount, and a small job has a minimum charge. Tell me your windows (for example "3 windows 36 by 48 security film") and I will give you a price range, or use the free estimator.',
      suggestions: ['3 windows 36 by 48 security film', 'Help me create an estimate'],
      links: [{ label: 'Start an estimate', to: '/enhanced-estimator' }],
    },
    marketplace: {
      title: 'The installer marketplace',
      keywords:
        'marketplace post project job installers bid bids compare hire find installer near me local certified reviews job board',
      answer:
        'Post your project (which windows, what the film should do, your city and timeline) and certified local installers send bids. Compare prices, start dates and reviews, message them, and hire the one you like; you then follow the work on My projects. Installers find projects on the job board.',
      suggestions: ['Help me create an estimate', 'Do you offer DIY installation?'],
      links: [
        { label: 'Post a project', to: '/post-job' },
        { label: 'Installers', to: '/installer-showcase' },
      ],
    },
    orderTracking: {
      title: 'Tracking an order',
      keywords:
        'track tracking order status where is my order package delivery number shipped tracking number carrier where package',
      answer:
        'Open Track order and enter your order number (SS-XXXX-XXXX) and email: you see each stage, from cutting to delivery. Signed in, you can also ask me "status of order SS-XXXX-XXXX" or see all your orders under My orders.',
      suggestions: ['How long does shipping take?', 'How do I contact you?'],
      links: [{ label: 'Track an order', to: '/track-order' }],
    },
    contact: {
      title: 'Contact',
      keywords:
        'contact phone call email  support help address office hours open location sales saturday sunday open close hours weekend',
      answer:
        'Email hello@southernshieldfilm.com or call a hub: Atlanta (404) 555-0142, Orlando (407) 555-0168, Charlotte (704) 555-0119. We are open Monday to Friday 8:00-18:00 and Saturday 9:00-13:00, Eastern Time.',
      suggestions: ['Help me create an estimate', 'Tell me about the membership plans'],
      links: [{ label: 'Contact', to: '/contact' }],
    },
    returns: {
      title: 'Returns and refunds',
      keywords:
        'return returns returning send back refund refunds money back exchange cancel cancellation wrong size cut piece custom cut unopened roll damaged defective policy restocking crushed creased dented arrived broken wrong damaged in shipping replace replacement',
      answer:
        'Full rolls in their original, unopened packaging can be returned within 30 days of delivery for a refund. Film cut to your measurements is made for you, so it can only be returned if it is defective. If an order arrives damaged or faulty, contact us with your order number and a photo: we replace it or refund it, and the refund goes back to the card you paid with. The onboarding package cannot be refunded once the training has taken place; a membership can be cancelled at any time and runs to the end of the month paid for.',
      suggestions: ['How do I track my order?', 'How do I contact you?'],
      links: [
        {
          label: 'Terms of sale',
          to: '/terms',
        },
        {
          label: 'Contact',
          to: '/contact',
        },
      ],
    },
    serviceArea: {
      title: 'Where we install',
      keywords:
        'area areas serve service region regions cover coverage where location locations near me come to travel city state zip code hub hubs local install in do you work in',
      answer:
        'Our installation teams work in Georgia, Alabama and Tennessee (Atlanta hub), Florida and South Georgia (Florida hub, in Orlando), and North and South Carolina (Carolinas hub, in Charlotte). Tell me your city or ZIP code and I will tell you which hub serves it. Film itself ships to the 48 contiguous states and DC.',
      suggestions: ['Do you install in Savannah?', 'Help me create an estimate'],
      links: [
        {
          label: 'Post a project',
          to: '/post-job',
        },
        {
          label: 'Contact',
          to: '/contact',
        },
      ],
    },
    handoff: {
      title: 'Talk to a person',
      keywords:
        'talk speak person human real people agent representative someone staff manager callback call me back operator live chat employee not a bot',
      answer:
        'Use "Talk to a person" to leave your question and a way to reach you, and someone from the nearest hub gets back to you. You can also call: Atlanta (404) 555-0142, Orlando (407) 555-0168, Charlotte (704) 555-0119, Monday to Friday 8:00-18:00 and Saturday 9:00-13:00, Eastern Time.',
      suggestions: ['How do I contact you?'],
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
      'I am not sure I understood. I can help with film types, prices, installation, warranty, orders and our plans. Try one of these:',
    firstActions: [
      'Tell me about window film types',
      'How much does window film cost?',
      'Do you offer DIY installation?',
      'Help me create an estimate',
    ],
    priceQuote: 'Windows: {count}, {size} each, {film}: about {price} installed ({area} sq ft of glass).',
    priceQuoteNote:
      'The range spans the film grades we stock, and a small job is billed at least the minimum charge. High glass, removing old film or a special glass changes the price: the estimator works it out exactly.',
    startEstimate: 'Start an estimate',
    filmNames: { standard: 'solar film', security: 'security film', decorative: 'decorative film' },
    stockIn: '{product} is in stock.',
    stockOut: '{product} is out of stock at the moment.',
    stockUnknown: 'I could not find that product. The shop lists everything we sell.',
    stockNeedsNetwork: 'Checking stock needs the network. Ask me again when you are back online.',
    openProduct: 'Open {product}',
    orderNeedsNetwork:
      'Checking an order needs the network. Ask me again when you are back online, or open Track order.',
    orderNumberNeedsNetwork:
      'Checking order {number} needs the network. Ask me again when you are back online, or open Track order.',
    orderSignIn: 'Sign in to ask about your orders, or open Track order with your order number and email.',
    orderAskNumber: 'Which order? Tell me its number (SS-XXXX-XXXX), or see all your orders under My orders.',
    orderNotFound: 'I found no order {number} in your account. Check the number, or open Track order.',
    orderStatus: 'Order {number} is {status}.',
    orderStatuses: {
      placed: 'placed and waiting to be processed',
      paid: 'paid and waiting to be cut',
      processing: 'being cut and packed',
      shipped: 'shipped',
      delivered: 'delivered',
      cancelled: 'cancelled',
      refunded: 'refunded',
    },
    shop: 'Shop',
    myOrders: 'My orders',
    trackOrder: 'Track an order',
    openOrder: 'Open order {number}',
    refusal:
      'Sorry, I can only help with window film: our products and prices, installation, orders, returns and our plans. Try one of these:',
    sorry: 'I am sorry about the trouble.',
    serviceYes: 'Yes, {place} is in our area: the {hub} hub and its installation teams serve it.',
    serviceNo:
      'No, {place} is outside our installation area (Georgia, Alabama and Tennessee from Atlanta; Florida and South Georgia from Florida; North and South Carolina from Charlotte). We still ship film there: order it cut to size from the DIY shop, or post your project for local installers on the marketplace.',
    hubNames: {
      atlanta: 'Atlanta',
      florida: 'Florida',
      carolinas: 'Carolinas',
    },
    diyShop: 'DIY film order',
    postProject: 'Post a project',
    productFilm:
      '{name} is a {use}: {thickness} mil thick, lets through {vlt}% of visible light and rejects {solar}% of solar energy. Rolls are {length} ft long: {rolls}, about {sqft} per square foot.',
    productRoll: '{width}″ wide {price}',
    productPiece: '{name}: {price}.',
    productFree: '{name}: free, you pay only the shipping.',
    filmUses: {
      security: 'security film that holds broken glass together',
      solar: 'solar control film that rejects heat and glare',
      decorative: 'decorative film for privacy and style',
    },
  },
  stopWords: [
    'will',
    'would',
    'could',
    'should',
    'through',
    'into',
    'get',
    'gets',
    'got',
    'just',
    'some',
    'someone',
    'something',
    'so',
    'if',
    'than',
    'then',
    'also',
    'very',
    'really',
    'am',
    'was',
    'were',
    'been',
    'as',
    'by',
    'up',
    'out',
    'our',
    'us',
    'they',
    'them',
    'their',
    'which',
    'who',
    'why',
    'more',
    'most',
    'u',
    'guys',
    'im',
    "i'm",
    "it's",
    'want',
    'need',
    'know',
    'like',
    'a',
    'an',
    'the',
    'is',
    'are',
    'do',
    'does',
    'you',
    'your',
    'i',
    'me',
    'my',
    'we',
    'of',
    'to',
    'in',
    'on',
    'for',
    'and',
    'or',
    'it',
    'can',
    'what',
    'how',
    'about',
    'tell',
    'please',
    'with',
    'this',
    'that',
    'be',
    'there',
    'any',
    'have',
    'has',
    'at',
    'from',
  ],
  tradeWords: ['window', 'windows', 'film', 'films'],
  synonyms: [
    ['film', 'tint', 'foil', 'laminate', 'window film', 'flim', 'fim'],
    ['price', 'cost', 'costs', 'how much', 'rate', 'charge', 'pricing', 'prise'],
    ['install', 'installation', 'installer', 'apply', 'put on', 'fit', 'instal', 'instalation'],
    ['return', 'send back', 'give back', 'take back'],
    ['refund', 'money back', 'reimburse', 'reimbursement'],
    ['warranty', 'guarantee', 'guaranty', 'waranty', 'warrenty'],
    ['ship', 'shipping', 'delivery', 'deliver', 'shipment', 'shiping', 'delivary'],
    ['person', 'human', 'agent', 'representative', 'operator', 'rep'],
    ['serve', 'service area', 'cover', 'come to', 'work in', 'available in'],
    ['security', 'safety', 'anti-theft', 'shatterproof', 'burglar'],
    ['heat', 'hot', 'warm', 'temperature'],
    ['privacy', 'private', 'see in', 'see through'],
    ['decorative', 'frosted', 'frost', 'etched'],
    ['uv', 'ultraviolet', 'fading', 'fade'],
    ['clean', 'wash', 'cleaning', 'cleaner'],
    ['membership', 'plan', 'plans', 'subscription'],
    ['estimate', 'quote', 'quotation', 'estimator'],
    ['order', 'purchase'],
    ['cut', 'custom cut', 'cut to size', 'cut piece'],
    ['diy', 'do it yourself', 'myself', 'self', 'diyer', 'diyers'],
  ],
}
