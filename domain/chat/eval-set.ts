import { LOCALES, type Locale } from '../i18n/locales.ts'
import { answer } from './assistant.ts'

/**
 * What a right answer to a question is about: one of the knowledge topics, or one of the answers
 * built from the question itself (a price for described windows, one product, stock, an order, the
 * service area, returns), a hand-off to a person, or a polite refusal of what is not ours to answer.
 */
export const EXPECTED_KINDS = [
  'filmTypes',
  'security',
  'solar',
  'decorative',
  'uv',
  'heat',
  'glare',
  'privacy',
  'warranty',
  'diyVsPro',
  'care',
  'membership',
  'onboarding',
  'shipping',
  'estimates',
  'pricing',
  'marketplace',
  'orderTracking',
  'contact',
  'priceQuote',
  'product',
  'stock',
  'orderStatus',
  'serviceArea',
  'returns',
  'handoff',
  'refusal',
] as const
/** @public For the assistant's own answer kinds to be checked against. */
export type ExpectedKind = (typeof EXPECTED_KINDS)[number]

export interface EvalCase {
  question: string
  expected: ExpectedKind
  /**
   * What the right answer must say: a product, a hub, a ZIP code, an order number, a price.
   * Matched as a case-insensitive substring of the reply, so Russian hubs are given as stems
   * ('Атлант' accepts «Атланта» and «в Атланте»).
   */
  mention?: string
}

const q = (question: string, expected: ExpectedKind, mention?: string): EvalCase =>
  mention === undefined ? { question, expected } : { question, expected, mention }

/**
 * The assistant's fixed evaluation set: 48 questions per language, written the way customers of a
 * Southeast window-film supplier type into a chat (typos, fragments, long stories, ZIP codes in and
 * out of the area), each language by itself rather than translated, and independently of the
 * assistant's knowledge texts so that it measures the assistant rather than its own wording.
 *
 * Labelling rules: a price question that gives window sizes is 'priceQuote', without sizes it is
 * 'pricing', about one named product it is 'product'; "where is my order" is 'orderStatus', "how do
 * I track an order" is 'orderTracking'; a wish for a person is 'handoff', an insult without a
 * question is 'refusal'. Weighted to what customers ask most: prices, heat, privacy, storms and
 * break-ins, where we install, returns, shipping, products, DIY or professional, warranty.
 * Used by eval.test.ts and `npm run bench:chat`.
 */
export const EVAL_SET: Record<Locale, EvalCase[]> = {
  en: [
    q('how much to do 3 windows 36x48 with security film', 'priceQuote'),
    q(
      'Got 2 sliding glass doors, each about 6 ft x 7 ft, and want a heat blocking film on both. what would that run me?',
      'priceQuote',
    ),
    q('price for tinting 8 windows 30 x 60 inches', 'priceQuote'),
    q(
      'kitchen window is 72" x 40" and the 2 beside it are 24x40, whats the cost to frost all three',
      'priceQuote',
    ),
    q('how much 4 tint', 'pricing'),
    q('how much is a roll of shield clear 8', 'product', 'Shield Clear 8'),
    q('What widths does Ceramic 70 Clear View come in?', 'product', 'Ceramic 70'),
    q(
      'is Dual Reflective 15 the really dark mirror one? what is it meant for',
      'product',
      'Dual Reflective 15',
    ),
    q('Ballistic Barrier 21 - what is that for, like actual bullets??', 'product', 'Ballistic Barrier 21'),
    q('Do you have Reeded Linear in the 72 inch width in stock right now?', 'stock', 'Reeded Linear'),
    q(
      "where's my order SS-7K2M-9QXD? it said 3-5 days and its been over a week",
      'orderStatus',
      'SS-7K2M-9QXD',
    ),
    q('is there a way to track an order online once it ships', 'orderTracking'),
    q('do you guys install in Birmingham?', 'serviceArea', 'Atlanta'),
    q('Is there an installer near 33101?', 'serviceArea', 'Florida'),
    q('what areas do you cover for installs', 'serviceArea'),
    q("I'm in Dallas (75201), can your crew come out and do my office?", 'serviceArea', '75201'),
    q('Valdosta GA - do yall come down this far south?', 'serviceArea', 'Florida'),
    q('I ordered film cut to size and measured wrong. can I send it back?', 'returns'),
    q('roll showed up with the box crushed and the film creased, what do I do', 'returns'),
    q('can I just talk to a real person', 'handoff'),
    q('this bot is useless. get me a human', 'handoff'),
    q('write me a poem about my dog', 'refusal'),
    q("what's the weather in tampa tomorrow", 'refusal'),
    q('whats the difference between all your films, security vs solar vs decorative?', 'filmTypes'),
    q(
      "Will this stuff actually hold up in a hurricane or do I still need shutters? We're in Fort Myers",
      'security',
    ),
    q(
      'someone smashed the front window of my store last month. does security film stop a smash and grab',
      'security',
    ),
    q(
      'if a kid throws a ball thru the glass door does the film keep it from shattering everywhere',
      'security',
    ),
    q('Does solar film make the house look mirrored from the street? our HOA is strict about that', 'solar'),
    q('want the conference room glass to look etched with a pattern, is that a film thing?', 'decorative'),
    q('the hardwood floor and my couch are fading by the french doors. will film stop that?', 'uv'),
    q(
      "We just bought a house in Macon and the west bedroom bakes every afternoon, my wife wants something that doesn't make it dark. what would you reccomend?",
      'heat',
    ),
    q('power bill is insane every summer, would tinting the windows actually lower the AC bill', 'heat'),
    q('sunroom is unusable after 2pm, its like 95 degrees in there', 'heat'),
    q('cant see my computer screen in the afternoon, the glare off the window is terrible', 'glare'),
    q('privacy film for bathroom window?', 'privacy'),
    q('I want to see out during the day but not have the neighbors see in. does that exist', 'privacy'),
    q('what happens if the film starts peeling in a couple years, is that covered', 'warranty'),
    q('how many yrs is the warranty on a house job', 'warranty'),
    q("can I put it on myself or do I need a pro? I'm pretty handy", 'diyVsPro'),
    q('is security film something a diyer can install or no', 'diyVsPro'),
    q('can i use windex on tinted windows', 'care'),
    q('how much is the Professional plan a month', 'membership', '49'),
    q(
      'my tint shop just signed up. is the $199 onboarding worth it, what do you guys actually do',
      'onboarding',
      '199',
    ),
    q('do you ship to Texas and how long does it take', 'shipping'),
    q('how much is shipping on a roll, is it free over a certain amount?', 'shipping', '250'),
    q('can I get a free quote for the whole house? what do you need from me', 'estimates'),
    q('can I list my job and have a few installers send me bids', 'marketplace'),
    q('whats the phone number for the orlando office', 'contact', '555-0168'),
  ],

  es: [
    q('cuanto me sale poner lamina en 4 ventanas de 36 x 60 pulgadas', 'priceQuote'),
    q(
      'tengo una puerta corrediza de 96x80 y dos ventanas de 48x48, cuanto seria con la lamina anti huracan?',
      'priceQuote',
    ),
    q('Precio para 6 ventanas de 1 m por 1,5 m con lámina solar', 'priceQuote'),
    q('cuanto cobran por 3 ventanitas de 30 x 40 del baño, las quiero esmeriladas', 'priceQuote'),
    q('mas o menos cuanto sale polarizar las ventanas de una casa?', 'pricing'),
    q('cuanto vale el rollo de Shield Clear 14?', 'product', 'Shield Clear 14'),
    q('de que anchos viene el rollo de Frost White?', 'product', 'Frost White'),
    q('para que sirve el Shield Solar Guard 15', 'product', 'Shield Solar Guard 15'),
    q('Ceramic 20 precio por pie cuadrado', 'product', 'Ceramic 20'),
    q('hay Ceramic 40 de 60 pulgadas en stock ahorita?', 'stock', 'Ceramic 40'),
    q('hola, mi pedido ss-4hq8-zt3n no ha llegado todavia', 'orderStatus', 'SS-4HQ8-ZT3N'),
    q('hay algun numero de seguimiento o algo para ver los pedidos?', 'orderTracking'),
    q('instalan en miami?', 'serviceArea', 'Florida'),
    q('hacen instalaciones en Hialeah 33012?', 'serviceArea', 'Florida'),
    q('tienen instaladores en Atlanta? mi hijo vive en el 30301', 'serviceArea', 'Atlanta'),
    q('vivo en Charlotte 28202, llegan hasta allá?', 'serviceArea', 'Carolinas'),
    q('mi hermana vive en Nueva Orleans (70112), le pueden instalar a ella?', 'serviceArea', '70112'),
    q('la lámina me llegó cortada a la medida pero medí mal, la puedo devolver?', 'returns'),
    q('me llego el rollo doblado y con la caja rota, quiero que me devuelvan el dinero', 'returns'),
    q('quiero hablar con una persona por favor', 'handoff'),
    q('no me entiendes nada, pasame con alguien de verdad', 'handoff'),
    q('cuentame un chiste', 'refusal'),
    q('que piensas de los republicanos y los democratas?', 'refusal'),
    q('que clases de lamina tienen y para que sirve cada una?', 'filmTypes'),
    q(
      'la lamina de seguridad aguanta un huracan categoria 4 o igual tengo que poner los paneles?',
      'security',
    ),
    q('al vecino le entraron rompiendo la ventana, una lamina evita que rompan el vidrio?', 'security'),
    q(
      'la lamina sirve como vidrio de impacto? el condominio en Doral nos exige algo para los huracanes',
      'security',
    ),
    q('la lamina solar de ceramica oscurece mucho la casa? no quiero que quede como una cueva', 'solar'),
    q(
      'quiero que la puerta de vidrio de la oficina parezca vidrio acanalado, tienen algo asi?',
      'decorative',
    ),
    q('el sol me esta decolorando el piso de madera y las cortinas', 'uv'),
    q('mi cuarto es un horno por la tarde, le da el sol directo', 'heat'),
    q('la factura de la luz en verano esta carisima por el aire, ayuda en algo la lamina?', 'heat'),
    q(
      'Tenemos una casa en Tampa con ventanales grandes hacia el oeste y por la tarde no se puede estar en la sala del calor que hace, pero no queremos oscurecerla porque mi mamá ve poco. Qué nos recomiendan?',
      'heat',
    ),
    q('no veo la pantalla de la compu por el brillo del sol en la tarde', 'glare'),
    q('los vecinos ven todo para adentro de noche cuando prendo las luces, que me recomiendan', 'privacy'),
    q('necesito privacidad en el baño, la ventana da a la calle', 'privacy'),
    q('que garantia tienen si se empieza a despegar o hacer burbujas?', 'warranty'),
    q('la garantia cubre si se raja el vidrio?', 'warranty'),
    q('la lamina la puedo pegar yo o necesito un instalador?', 'diyVsPro'),
    q('es dificil poner la lamina uno mismo? nunca lo he hecho', 'diyVsPro'),
    q('con que limpio la lamina sin rayarla?', 'care'),
    q('cuanto cuesta el plan profesional al mes?', 'membership', '49'),
    q(
      'tengo un negocio de polarizado, que incluye lo de los 199 dolares para empezar? vale la pena?',
      'onboarding',
      '199',
    ),
    q('hacen envios a Puerto Rico?', 'shipping'),
    q('cuantos dias se demora en llegar un rollo a Orlando', 'shipping'),
    q('como saco un presupuesto gratis para toda la casa?', 'estimates'),
    q('puedo publicar mi proyecto para que varios instaladores me manden ofertas?', 'marketplace'),
    q('a que hora abren los sabados?', 'contact'),
  ],

  fr: [
    q('combien pour 5 fenetres de 36 x 48 pouces en film solaire', 'priceQuote'),
    q(
      "J'ai une baie vitrée de 2,4 m sur 2 m et deux fenêtres de 90 x 120 cm, ça reviendrait à combien avec un film anti-effraction ?",
      'priceQuote',
    ),
    q('prix pour 3 vitres 24x36 film depoli', 'priceQuote'),
    q("ça coûte-tu cher pour 10 fenêtres de 30 par 60 pouces? c'est pour couper la chaleur", 'priceQuote'),
    q("c'est quoi le prix moyen d'un film pour vitres, au pied carré ?", 'pricing'),
    q('Ceramic 40, le rouleau est à combien ?', 'product', 'Ceramic 40'),
    q('le Blackout Opaque ca sert a quoi exactement', 'product', 'Blackout Opaque'),
    q('Gradient Fade existe en quelles largeurs ?', 'product', 'Gradient Fade'),
    q("Shield Clear 4 c'est combien le pied carré?", 'product', 'Shield Clear 4'),
    q('Est-ce que le Dusted Crystal est en stock en ce moment ?', 'stock', 'Dusted Crystal'),
    q('ma commande SS-B6WP-2R9E est où ? toujours rien reçu', 'orderStatus', 'SS-B6WP-2R9E'),
    q('y a-t-il un numéro de suivi quand on commande chez vous ?', 'orderTracking'),
    q('vous installez à Orlando ?', 'serviceArea', 'Floride'),
    q(
      "on passe l'hiver à Fort Lauderdale (33301), vous avez un poseur dans le coin ?",
      'serviceArea',
      'Floride',
    ),
    q('Faites-vous la pose à Nashville, 37203 ?', 'serviceArea', 'Atlanta'),
    q('Vous intervenez dans quelles régions pour la pose ?', 'serviceArea'),
    q('vous venez à New York? code postal 10001', 'serviceArea', '10001'),
    q('Je me suis trompé dans mes mesures, je peux retourner le film que vous avez découpé ?', 'returns'),
    q('le rouleau est arrivé plié et abîmé, comment je me fais rembourser?', 'returns'),
    q("je voudrais parler à quelqu'un svp, un vrai conseiller", 'handoff'),
    q('ça marche pas ton truc, passe-moi un humain', 'handoff'),
    q('écris-moi un poème sur la mer', 'refusal'),
    q("espèce d'idiot de robot", 'refusal'),
    q('vous vendez quels genres de films pour les fenêtres ?', 'filmTypes'),
    q('si un ouragan casse la vitre, le film retient les morceaux ?', 'security'),
    q(
      "on s'est fait cambrioler par la porte-fenêtre, un film peut empêcher de casser la vitre ?",
      'security',
    ),
    q("film anti-éclats pour les vitres d'une école, vous faites ça ?", 'security'),
    q("le film solaire réfléchissant, ça fait un effet miroir vu de l'extérieur ?", 'solar'),
    q('je cherche un film à motif pour décorer une porte vitrée, genre verre cannelé', 'decorative'),
    q("mon parquet se décolore près de la fenêtre, est-ce qu'un film arrête les UV ?", 'uv'),
    q("Le salon est une vraie fournaise l'après-midi, plein ouest", 'heat'),
    q(
      "On vient d'acheter une maison à Sarasota et la clim tourne sans arrêt, les factures d'électricité sont énormes. Est-ce qu'un film ferait vraiment une différence sans assombrir la maison ?",
      'heat',
    ),
    q('trop chaud dans la véranda, une solution ?', 'heat'),
    q("trop d'éblouissement sur mon écran d'ordi le matin, je vois rien", 'glare'),
    q(
      "la fenêtre de la salle de bain est en face du voisin, on voudrait de l'intimité sans rideau",
      'privacy',
    ),
    q("je veux voir dehors mais qu'on me voie pas depuis la rue, c'est possible ?", 'privacy'),
    q("la garantie c'est combien d'années ?", 'warranty'),
    q("si le film fait des bulles dans 3 ans, c'est couvert ?", 'warranty'),
    q("le film, c'est compliqué à poser soi-même ? je suis assez bricoleur", 'diyVsPro'),
    q('pour une grande baie vitrée, vaut mieux faire poser le film par un pro ?', 'diyVsPro'),
    q('on nettoie le film avec quoi ? du Windex ça va ?', 'care'),
    q("l'abonnement Professionnel coûte combien par mois ?", 'membership', '49'),
    q("c'est quoi l'accompagnement à 199 $ pour les pros, il y a une formation ?", 'onboarding', '199'),
    q('la livraison est gratuite à partir de combien ?', 'shipping', '250'),
    q('vous livrez au Québec ?', 'shipping'),
    q('je voudrais un devis pour toutes les fenêtres de la maison, vous avez besoin de quoi ?', 'estimates'),
    q('je peux publier mon chantier pour que des poseurs me fassent des offres ?', 'marketplace'),
    q("c'est quoi votre adresse courriel ?", 'contact', 'hello@southernshieldfilm.com'),
  ],

  ru: [
    q('сколько будет стоить 4 окна 36 на 60 дюймов солнцезащитная пленка', 'priceQuote'),
    q(
      'Нужно затонировать раздвижную дверь на патио 180х210 см и два окна 120х140 см, сколько примерно выйдет?',
      'priceQuote',
    ),
    q('цена на 3 окна 1х1,5 м защитная плёнка', 'priceQuote'),
    q('у меня 6 окон примерно 3 на 5 футов, хочу от жары, во сколько обойдется?', 'priceQuote'),
    q('почём сейчас тонировка окон в частном доме?', 'pricing'),
    q('Сколько стоит рулон Ceramic 70 Clear View?', 'product', 'Ceramic 70'),
    q('shield clear 8 для чего он', 'product', 'Shield Clear 8'),
    q('какой ширины бывает Dual Reflective 35?', 'product', 'Dual Reflective 35'),
    q('Frost White цена за кв фут', 'product', 'Frost White'),
    q('Есть ли в наличии Gradient Fade шириной 48 дюймов?', 'stock', 'Gradient Fade'),
    q('где мой заказ SS-M3TC-8KVA? уже неделя прошла', 'orderStatus', 'SS-M3TC-8KVA'),
    q('у вас есть трекинг заказов? как им пользоваться', 'orderTracking'),
    q('вы устанавливаете в Шарлотте?', 'serviceArea', 'Каролин'),
    q('Живём в Sunny Isles, 33160, есть у вас установщики рядом?', 'serviceArea', 'Флорид'),
    q('монтаж в Ноксвилле делаете?', 'serviceArea', 'Атлант'),
    q('а в Хьюстон приедете? 77002', 'serviceArea', '77002'),
    q('В каких штатах делаете установку?', 'serviceArea'),
    q('можно вернуть рулон, если я его не вскрывал?', 'returns'),
    q('пришла плёнка с заломами, коробка помята. хочу вернуть деньги', 'returns'),
    q('можно поговорить с живым человеком?', 'handoff'),
    q('бот ничего не понимает, соедините с менеджером', 'handoff'),
    q('какая погода завтра в Атланте', 'refusal'),
    q('напиши стих про любовь', 'refusal'),
    q('какие вообще бывают плёнки и чем одна от другой отличается?', 'filmTypes'),
    q('плёнка выдержит ураган? живём в Майами, окна старые', 'security'),
    q('бронеплёнка от взлома реально помогает или это маркетинг?', 'security'),
    q('если в окно с пленкой прилетит камень, стекло посыплется или нет?', 'security'),
    q('солнцезащитная пленка сильно затемняет комнату?', 'solar'),
    q('хочу матовую плёнку с узором на стеклянную перегородку в офисе', 'decorative'),
    q('паркет у окна выцвел за год, плёнка от ультрафиолета спасёт?', 'uv'),
    q('в спальне после обеда жарко как в бане, окна на запад', 'heat'),
    q(
      'Мы недавно купили дом в Альфаретте, кондиционер не справляется, счета за свет огромные. Поможет ли плёнка от жары, но чтобы в доме не стало темно?',
      'heat',
    ),
    q('жара от окон что делать', 'heat'),
    q('блики на мониторе, днём невозможно работать', 'glare'),
    q('вечером соседи видят всё, что происходит в доме', 'privacy'),
    q('нужна пленка чтобы с улицы не было видно, а изнутри видно', 'privacy'),
    q('какая гарантия если плёнка отклеится?', 'warranty'),
    q('на сколько лет гарантия на плёнку в частном доме?', 'warranty'),
    q('плёнку сам смогу поклеить или лучше мастера звать?', 'diyVsPro'),
    q('трудно ли самому наклеить защитную плёнку на большое окно?', 'diyVsPro'),
    q('чем мыть окна с пленкой? нашатырь можно?', 'care'),
    q('я установщик, сколько в месяц стоит тариф Профессиональный?', 'membership', '49'),
    q('пакет за 199 долларов — это что конкретно? обучение там есть?', 'onboarding', '199'),
    q('если закажу рулон, за сколько дней привезут в Джексонвилл?', 'shipping'),
    q('бесплатная доставка от какой суммы?', 'shipping', '250'),
    q('как получить смету на все окна в доме?', 'estimates'),
    q('можно выложить свой проект, чтобы установщики сами предложили цену?', 'marketplace'),
    q('какой у вас телефон в Атланте?', 'contact', '555-0142'),
  ],

  zh: [
    q('4个窗户 每个大概 36 x 60 英寸，贴隔热膜要多少钱', 'priceQuote'),
    q('客厅落地窗两扇 96x84 inch，厨房还有一扇 30x40，贴防爆膜大概多少钱？', 'priceQuote'),
    q('2扇窗 100cm x 150cm 磨砂膜 报个价', 'priceQuote'),
    q('5个窗户 3英尺x5英尺 全部贴膜 价格', 'priceQuote'),
    q('贴膜大概什么价位？按平方英尺算吗', 'pricing'),
    q('Shield Clear 8 一卷多少钱', 'product', 'Shield Clear 8'),
    q('Ceramic 40 是干什么用的？', 'product', 'Ceramic 40'),
    q('Reeded Linear 有哪几种宽度', 'product', 'Reeded Linear'),
    q('ballistic barrier 21 价格', 'product', 'Ballistic Barrier 21'),
    q('Frost White 有货吗', 'stock', 'Frost White'),
    q('我的订单 SS-9FJD-5X2P 到哪了', 'orderStatus', 'SS-9FJD-5X2P'),
    q('下单以后在哪里查物流？', 'orderTracking'),
    q('Johns Creek 可以上门安装吗？', 'serviceArea', '亚特兰大'),
    q('我住 30301，附近有安装师傅吗', 'serviceArea', '亚特兰大'),
    q('奥兰多有安装服务吗？', 'serviceArea', '佛罗里达'),
    q('你们服务哪些州？', 'serviceArea'),
    q('纽约 10001 能装吗', 'serviceArea', '10001'),
    q('裁好的膜尺寸量错了，能退吗', 'returns'),
    q('收到的膜有折痕，箱子也压坏了，怎么退款', 'returns'),
    q('我想跟真人客服说话', 'handoff'),
    q('机器人听不懂，转人工！', 'handoff'),
    q('给我讲个笑话', 'refusal'),
    q('你觉得美国大选谁会赢', 'refusal'),
    q('你们的膜分哪几类，各自适合什么情况？', 'filmTypes'),
    q('飓风来了这个膜能防止玻璃碎了飞进来吗', 'security'),
    q('店面玻璃被人砸过，贴防爆膜能防盗吗', 'security'),
    q('家里有小孩，玻璃门贴膜能防止碎玻璃伤人吗', 'security'),
    q('太阳膜从外面看是镜面的吗？', 'solar'),
    q('办公室玻璃隔断想贴个好看的花纹膜', 'decorative'),
    q('木地板被太阳晒得褪色了，贴膜能挡紫外线吗', 'uv'),
    q('西晒太严重，下午房间热得受不了', 'heat'),
    q('夏天电费太贵了，贴膜能省点空调电费吗', 'heat'),
    q('我们刚在 Suwanee 买了房子，二楼主卧朝西，一到下午就特别热，老婆不想让房间变暗，有什么办法？', 'heat'),
    q('电脑屏幕反光太厉害，看不清', 'glare'),
    q('浴室窗户正对着邻居家，想要隐私', 'privacy'),
    q('有没有白天能看到外面、外面看不到里面的膜', 'privacy'),
    q('膜起泡了保修吗', 'warranty'),
    q('家里窗户贴的膜，保修几年？', 'warranty'),
    q('自己贴难不难？还是找师傅', 'diyVsPro'),
    q('DIY 可以吗，我自己动手能力还行', 'diyVsPro'),
    q('贴完以后用什么擦玻璃，能用 Windex 吗', 'care'),
    q('专业版会员每个月多少钱', 'membership', '49'),
    q('我开贴膜店的，你们 $199 帮忙设置账户和培训那个值不值？', 'onboarding', '199'),
    q('运费怎么算，满多少包邮', 'shipping', '250'),
    q('寄到田纳西要几天', 'shipping'),
    q('整栋房子的窗户都要贴，怎么做估价？需要我提供什么', 'estimates'),
    q('能不能把我的项目发出去让几个师傅报价', 'marketplace'),
    q('你们周六几点开门', 'contact'),
  ],
}

interface EvalMiss {
  question: string
  expected: ExpectedKind
  mention?: string
  /** The assistant's kind; until it answers every expected kind, a plain string. */
  got: string
}

const said = (reply: string, mention: string) => reply.toLowerCase().includes(mention.toLowerCase())

/**
 * Share of the set answered with the expected kind (and naming what it must name), overall and
 * per language, with the misses.
 */
export function evaluate() {
  const perLocale = LOCALES.map((locale) => {
    const misses: EvalMiss[] = EVAL_SET[locale].flatMap(({ question, expected, mention }) => {
      const { kind, reply } = answer(question, locale)
      const right = kind === expected && (mention === undefined || said(reply.message, mention))
      return right ? [] : [{ question, expected, mention, got: kind }]
    })
    const total = EVAL_SET[locale].length
    return { locale, total, accuracy: (total - misses.length) / total, misses }
  })
  const total = perLocale.reduce((sum, { total }) => sum + total, 0)
  const correct = perLocale.reduce((sum, { total, misses }) => sum + total - misses.length, 0)
  return { perLocale, accuracy: correct / total }
}
