import type { KnowledgeBase } from './types.ts'

export const ES: KnowledgeBase = {
  topics: {
    filmTypes: {
      title: 'Tipos de lámina para ventanas',
      keywords:
        'tipos clases lámina película polarizado tintado opciones cuál elegir diferencia categorías productos qué venden ofrecen clases diferencia diferencias cada una para qué sirve',
      answer:
        'Tenemos tres clases de lámina. La de seguridad (Shield Clear 4, 8 y 14, Shield Solar Guard 15, Ballistic Barrier 21) mantiene unido el vidrio roto. La de control solar (Ceramic 20, 40 y 70 Clear View, Dual Reflective 15 y 35) rechaza calor y deslumbramiento. La decorativa (Frost White, Dusted Crystal, Gradient Fade, Reeded Linear, Blackout Opaque) da privacidad y estilo. Todas bloquean el 99 % de los rayos UV.',
      suggestions: [
        'Háblame de la lámina de seguridad',
        'Háblame de la lámina solar',
        '¿Cuánto cuesta la lámina para ventanas?',
      ],
      links: [
        { label: 'Lámina de seguridad', to: '/security-safety-film' },
        { label: 'Lámina de control solar', to: '/solar-control-films' },
        { label: 'Lámina decorativa', to: '/decorative-privacy-films' },
      ],
    },
    security: {
      title: 'Lámina de seguridad',
      keywords:
        'seguridad protección robo ladrones intrusos rotura vidrio roto astillas tormenta huracán impacto explosión balística antibalas gruesa anclaje romper rompan rompiendo entrar entraron robaron ladrón golpe vidrio',
      answer:
        'La lámina de seguridad mantiene unido el vidrio roto: un robo tarda mucho más y las tormentas o impactos lanzan mucho menos vidrio. Nuestras líneas transparentes son Shield Clear 4, 8 y 14 mil; Shield Solar Guard 15 añade control de calor y Ballistic Barrier 21 es la más gruesa. Rinde mejor con un sistema de anclaje al marco. No es un producto certificado contra huracanes ni sustituye las contraventanas exigidas. Las láminas gruesas las debe instalar un equipo certificado.',
      suggestions: [
        '¿Cuánto cuesta la lámina de seguridad?',
        '¿Ofrecen instalación por cuenta propia?',
        '¿Qué cubre la garantía?',
      ],
      links: [{ label: 'Lámina de seguridad', to: '/security-safety-film' }],
    },
    solar: {
      title: 'Lámina de control solar',
      keywords:
        'solar control cerámica reflectante espejo sol energía ahorro enfriar aire acondicionado factura infrarrojo oscura tintado',
      answer:
        'La lámina de control solar rechaza gran parte de la energía del sol antes de que entre. Las cerámicas (Ceramic 20, 40 y 70 Clear View) absorben el calor infrarrojo con un aspecto neutro; Dual Reflective 15 y 35 lo reflejan hacia fuera y rechazan hasta el 77 % de la energía solar. Un número alto de luz visible deja el vidrio casi transparente; uno bajo da más privacidad y más control de calor y deslumbramiento.',
      suggestions: ['¿Cuánto cuesta la lámina solar?', '¿La lámina reduce el calor?'],
      links: [{ label: 'Lámina de control solar', to: '/solar-control-films' }],
    },
    decorative: {
      title: 'Lámina decorativa',
      keywords:
        'decorativa esmerilada escarchada mate arenado patrón degradado estriada opaca blackout baño oficina sala diseño estilo',
      answer:
        'La lámina decorativa cambia el aspecto del vidrio: Frost White y Dusted Crystal imitan el vidrio arenado, Gradient Fade pasa de transparente a esmerilado, Reeded Linear tiene líneas verticales y Blackout Opaque bloquea por completo la vista y la luz. Va bien en baños, oficinas, salas de reuniones y puertas, y bloquea el 99 % de los UV.',
      suggestions: ['¿Cuánto cuesta la lámina decorativa?', '¿Se ve el interior de noche?'],
      links: [{ label: 'Lámina decorativa', to: '/decorative-privacy-films' }],
    },
    uv: {
      title: 'Protección UV',
      keywords:
        'uv ultravioleta rayos decoloración descolorido desteñido suelos muebles arte daño sol piel bloquea 99',
      answer:
        'Todas nuestras láminas, también las de seguridad transparentes, bloquean el 99 % de la luz ultravioleta, la principal causa de que se destiñan suelos, muebles y obras de arte. La lámina reduce mucho la decoloración, pero no la elimina del todo, porque la luz visible y el calor también influyen.',
      suggestions: ['Háblame de la lámina solar', 'Háblame de los tipos de lámina'],
      links: [{ label: 'Lámina de control solar', to: '/solar-control-films' }],
    },
    heat: {
      title: 'Rechazo del calor',
      keywords:
        'calor caliente temperatura fresco enfriar verano energía rechazo ahorro factura habitación caluroso reducir horno sauna sol directo tarde oeste bochorno aire acondicionado luz factura oscurecer oscura insoportable grados',
      answer:
        'La lámina solar mantiene más frescas las habitaciones junto a la ventana: nuestras láminas rechazan desde el 45 % (Ceramic 70 Clear View, casi transparente) hasta el 77 % (Dual Reflective 15) de la energía solar, y el aire acondicionado trabaja menos. El estimador muestra el ahorro de energía esperado.',
      suggestions: ['Háblame de la lámina solar', 'Ayúdame a crear un presupuesto'],
      links: [{ label: 'Crear un presupuesto', to: '/enhanced-estimator' }],
    },
    glare: {
      title: 'Deslumbramiento',
      keywords:
        'deslumbramiento brillo reflejo luz fuerte pantalla televisor ojos molesta persianas resplandor',
      answer:
        'La lámina solar suaviza la luz intensa sobre pantallas y televisores sin quitar la luz del día, así puede dejar las persianas abiertas. Cuanto más bajo el número de luz visible, menos deslumbramiento: Ceramic 20 o Dual Reflective 15 para sol fuerte, Ceramic 40 o Dual Reflective 35 para un equilibrio.',
      suggestions: ['Háblame de la lámina solar'],
      links: [{ label: 'Lámina de control solar', to: '/solar-control-films' }],
    },
    privacy: {
      title: 'Privacidad',
      keywords:
        'privacidad privado ver dentro noche vecinos calle vista espejo unidireccional baño intimidad vecinos ven noche cortinas',
      answer:
        'Con láminas tintadas o reflectantes la privacidad depende del lado más iluminado: de día la lámina da privacidad, pero de noche, con luces dentro, desde fuera se ve el interior. Para privacidad a toda hora elija una lámina decorativa esmerilada, degradada u opaca, o combine la lámina solar con persianas.',
      suggestions: ['Háblame de la lámina decorativa'],
      links: [{ label: 'Lámina decorativa', to: '/decorative-privacy-films' }],
    },
    warranty: {
      title: 'Garantía',
      keywords:
        'garantía años cubre cobertura despegue burbujas grietas decoloración estrés térmico rotura vidrio reclamación',
      answer:
        'La garantía cubre despegue, burbujas, grietas y decoloración. En viviendas va de 10 a 20 años según la lámina (cerámicas 20, seguridad 15) y en comercios de 7 a 15 años. Si un equipo certificado instala una lámina compatible, también cubre la rotura del vidrio por estrés térmico.',
      suggestions: ['¿Ofrecen instalación por cuenta propia?', '¿Cómo limpio la lámina?'],
      links: [{ label: 'Preguntas frecuentes', to: '/faq' }],
    },
    diyVsPro: {
      title: 'Instalarla uno mismo o con un profesional',
      keywords:
        'instalar yo mismo cuenta propia bricolaje hágalo usted mismo instalación profesional instalador contratar equipo certificado kit herramientas cortada medida principiante fácil difícil profesional yo misma',
      answer:
        'Las láminas decorativas y solares en ventanas pequeñas y accesibles son buenos proyectos para hacer uno mismo: pida la lámina cortada a su medida en la página de pedido DIY y siga las instrucciones. Las de seguridad y balísticas, los vidrios grandes o altos y todo lo que lleve anclaje debe instalarlo un equipo certificado; la garantía comercial completa exige instalación profesional.',
      suggestions: ['Ayúdame a crear un presupuesto', '¿Cómo funciona el mercado de instaladores?'],
      links: [
        { label: 'Pedido DIY', to: '/diy-film-order' },
        { label: 'Publicar un proyecto', to: '/post-job' },
      ],
    },
    care: {
      title: 'Cuidados después de instalar',
      keywords:
        'cuidado limpiar limpieza limpiador lavar después instalación curado secado neblina burbujas agua amoníaco mantenimiento cuánto tarda quitar retirar despegar lámina vieja windex limpiacristales productos vinagre trapo',
      answer:
        'La lámina tarda de 7 a 30 días en curarse, según su grosor, el clima y el sol; las pequeñas bolsas de agua o la ligera neblina desaparecen solas. Mientras tanto no baje las ventanillas, no la presione ni la limpie. Después, límpiela con un paño de microfibra y un limpiador suave sin amoníaco o agua con jabón; evite papel, estropajos y cuchillas. Más adelante la lámina se puede retirar sin dañar el vidrio.',
      suggestions: ['¿Qué cubre la garantía?'],
      links: [{ label: 'Preguntas frecuentes', to: '/faq' }],
    },
    membership: {
      title: 'Planes de membresía',
      keywords:
        'membresía planes plan suscripción gratis gratuito profesional empresa mensual precio al mes cuenta registrarse cancelar miembro',
      answer:
        'Tres planes: Free Forever (0 $, para propietarios: presupuestos ilimitados, proyectos guardados, medición sin conexión), Professional (49 $ al mes, para instaladores: bolsa de trabajos, presupuestos con su marca, su propia hoja de precios, planes de corte, precio de miembro en la lámina) y Enterprise (precio a medida para gobierno, escuelas, bancos y flotas). Puede cambiar o cancelar cuando quiera; sus presupuestos se conservan.',
      suggestions: ['¿Qué es el paquete de incorporación?'],
      links: [{ label: 'Planes de membresía', to: '/membership-plans' }],
    },
    onboarding: {
      title: 'Paquete de incorporación profesional',
      keywords:
        'incorporación paquete 199 formación capacitación configuración cuenta hoja de precios material marketing especialista pago único',
      answer:
        'El paquete de incorporación profesional cuesta 199 $ una sola vez. Incluye formación personal uno a uno, configuración a medida de la cuenta, configuración de la hoja de precios y preparación del material de marketing. Tras reservarlo, un especialista le contacta en 1-2 días hábiles. Es opcional.',
      suggestions: ['Háblame de los planes de membresía'],
      links: [
        { label: 'Comprar el paquete', to: '/shop/SVC-ONBOARD' },
        { label: 'Planes de membresía', to: '/membership-plans' },
      ],
    },
    shipping: {
      title: 'Envíos',
      keywords:
        'envío envíos entrega enviar transporte terrestre urgente días cuánto tarda llegar gratis coste alaska hawái',
      answer:
        'Enviamos a los 48 estados contiguos y DC desde Atlanta, Orlando y Charlotte. El envío terrestre tarda 3-5 días hábiles y es gratis desde 250 $; el urgente, 2 días hábiles; los rollos de 60 pulgadas o más van por transporte de carga. Para Alaska y Hawái llámenos.',
      suggestions: ['¿Cómo sigo mi pedido?'],
      links: [{ label: 'Tienda', to: '/shop' }],
    },
    estimates: {
      title: 'Cómo funcionan los presupuestos',
      keywords:
        'presupuesto estimador cotización crear hacer empezar medir medidas calcular calculadora gratis solicitar especialista',
      answer:
        'El estimador gratuito calcula su trabajo a partir de sus ventanas: ancho y alto (pulgadas, pies, centímetros o metros), cantidad, tipo de ventana y lámina. Planifica los cortes y muestra el precio instalado con mano de obra, material y descuento por volumen, también sin conexión. Puede guardarlo, pedir un presupuesto a un especialista o publicarlo para los instaladores.',
      suggestions: ['¿Cuánto cuesta la lámina para ventanas?'],
      links: [
        { label: 'Crear un presupuesto', to: '/enhanced-estimator' },
        { label: 'Solicitar un presupuesto', to: '/homeowner-estimate' },
      ],
    },
    pricing: {
      title: 'Cuánto cuesta la lámina',
      keywords:
        'cuesta cuánto precio precios coste caro barato presupuesto pie cuadrado instalado tarifa mínimo descuento descuentos volumen grande',
      answer:
        'El precio instalado depende de la lámina, la superficie de vidrio, el acceso a las ventanas, el tipo de vidrio y si hay que quitar lámina vieja. Las solares y decorativas cuestan menos que la de seguridad con anclaje; los trabajos grandes tienen descuento y los pequeños un mínimo. Dígame sus ventanas (por ejemplo "3 ventanas de 36 por 48 lámina de seguridad") y le daré un rango de precio.',
      suggestions: ['3 ventanas de 36 por 48 lámina de seguridad', 'Ayúdame a crear un presupuesto'],
      links: [{ label: 'Crear un presupuesto', to: '/enhanced-estimator' }],
    },
    marketplace: {
      title: 'El mercado de instaladores',
      keywords:
        'mercado publicar proyecto trabajo instaladores ofertas pujas comparar contratar encontrar instalador cerca reseñas',
      answer:
        'Publique su proyecto (qué ventanas, qué debe hacer la lámina, su ciudad y plazo) y los instaladores certificados de su zona le envían ofertas. Compare precios, fechas y reseñas, escríbales y contrate al que prefiera; después siga el trabajo en Mis proyectos.',
      suggestions: ['Ayúdame a crear un presupuesto'],
      links: [{ label: 'Publicar un proyecto', to: '/post-job' }],
    },
    orderTracking: {
      title: 'Seguimiento de pedidos',
      keywords:
        'seguimiento seguir rastrear pedido estado dónde está mi pedido paquete número enviado número de seguimiento transportista paquete',
      answer:
        'Abra Seguir pedido e introduzca el número (SS-XXXX-XXXX) y su correo: verá cada etapa, del corte a la entrega. Con la sesión iniciada también puede preguntarme "estado del pedido SS-XXXX-XXXX".',
      suggestions: ['¿Cuánto tarda el envío?'],
      links: [{ label: 'Seguir un pedido', to: '/track-order' }],
    },
    contact: {
      title: 'Contacto',
      keywords:
        'contacto contactar teléfono llamar correo  soporte ayuda dirección oficina horario sábado domingo abren cierran horario fin de semana',
      answer:
        'Escriba a hello@southernshieldfilm.com o llame: Atlanta (404) 555-0142, Orlando (407) 555-0168, Charlotte (704) 555-0119. Abrimos de lunes a viernes de 8:00 a 18:00 y los sábados de 9:00 a 13:00, hora del Este.',
      suggestions: ['Ayúdame a crear un presupuesto'],
      links: [{ label: 'Contacto', to: '/contact' }],
    },
    returns: {
      title: 'Devoluciones y reembolsos',
      keywords:
        'devolución devoluciones devolver reembolso reembolsar dinero cambio cambiar cancelar anular pedido equivocado medida trozo cortado corte a medida rollo sin abrir dañado defectuoso política llegó roto aplastado arrugado reemplazo reponer',
      answer:
        'Puede devolver los rollos completos en su embalaje original, sin abrir, dentro de los 30 días siguientes a la entrega, y le reembolsamos el importe. La lámina cortada a sus medidas se fabrica para usted, así que solo se puede devolver si es defectuosa. Si un pedido llega dañado o con un defecto, contáctenos con el número de pedido y una foto: se lo reponemos o se lo reembolsamos, en la misma tarjeta con la que pagó. El paquete de incorporación no se reembolsa una vez realizada la formación; la membresía se puede cancelar en cualquier momento y sigue activa hasta el final del mes pagado.',
      suggestions: ['¿Cómo sigo mi pedido?', '¿Cómo me pongo en contacto con ustedes?'],
      links: [
        {
          label: 'Condiciones de venta',
          to: '/terms',
        },
        {
          label: 'Contacto',
          to: '/contact',
        },
      ],
    },
    serviceArea: {
      title: 'Dónde instalamos',
      keywords:
        'zona zonas área región regiones cobertura dónde ubicación cerca ciudad estado código postal centro centros atienden trabajan en instalan en vienen a desplazan',
      answer:
        'Nuestros equipos de instalación trabajan en Georgia, Alabama y Tennessee (centro de Atlanta), Florida y el sur de Georgia (centro de Florida, en Orlando) y Carolina del Norte y del Sur (centro de las Carolinas, en Charlotte). Dígame su ciudad o código postal y le diré qué centro le atiende. La lámina se envía a los 48 estados contiguos y DC.',
      suggestions: ['¿Instalan en Savannah?', 'Ayúdame a crear un presupuesto'],
      links: [
        {
          label: 'Publicar un proyecto',
          to: '/post-job',
        },
        {
          label: 'Contacto',
          to: '/contact',
        },
      ],
    },
    handoff: {
      title: 'Hablar con una persona',
      keywords:
        'hablar persona humano agente representante alguien empleado encargado gerente llamada llámenme operador atención real no un robot',
      answer:
        'Use «Hablar con una persona» para dejar su pregunta y cómo contactarle, y alguien del centro más cercano le responderá. También puede llamar: Atlanta (404) 555-0142, Orlando (407) 555-0168, Charlotte (704) 555-0119, de lunes a viernes de 8:00 a 18:00 y los sábados de 9:00 a 13:00, hora del Este.',
      suggestions: ['¿Cómo me pongo en contacto con ustedes?'],
      links: [
        {
          label: 'Contacto',
          to: '/contact',
        },
      ],
    },
  },
  phrases: {
    fallback:
      'No estoy seguro de haberle entendido. Puedo ayudar con tipos de lámina, precios, instalación, garantía, pedidos y planes. Pruebe una de estas:',
    firstActions: [
      'Háblame de los tipos de lámina',
      '¿Cuánto cuesta la lámina para ventanas?',
      '¿Ofrecen instalación por cuenta propia?',
      'Ayúdame a crear un presupuesto',
    ],
    priceQuote:
      'Ventanas: {count}, de {size} cada una, {film}: unos {price} instalado ({area} pies² de vidrio).',
    priceQuoteNote:
      'El rango abarca los grados de lámina que tenemos y un trabajo pequeño paga al menos el mínimo. Vidrios altos, quitar lámina vieja o un vidrio especial cambian el precio: el estimador lo calcula exactamente.',
    startEstimate: 'Crear un presupuesto',
    filmNames: { standard: 'lámina solar', security: 'lámina de seguridad', decorative: 'lámina decorativa' },
    stockIn: '{product} está disponible.',
    stockOut: '{product} está agotado por ahora.',
    stockUnknown: 'No encontré ese producto. La tienda muestra todo lo que vendemos.',
    stockNeedsNetwork:
      'Consultar existencias necesita conexión. Pregúnteme de nuevo cuando vuelva a estar en línea.',
    openProduct: 'Ver {product}',
    orderNeedsNetwork:
      'Consultar un pedido necesita conexión. Pregúnteme de nuevo cuando esté en línea, o abra Seguir pedido.',
    orderNumberNeedsNetwork:
      'Consultar el pedido {number} necesita conexión. Pregúnteme de nuevo cuando esté en línea, o abra Seguir pedido.',
    orderSignIn:
      'Inicie sesión para preguntar por sus pedidos, o abra Seguir pedido con el número y su correo.',
    orderAskNumber: '¿Qué pedido? Dígame su número (SS-XXXX-XXXX), o vea todos en Mis pedidos.',
    orderNotFound: 'No encontré el pedido {number} en su cuenta. Compruebe el número o abra Seguir pedido.',
    orderStatus: 'El pedido {number} está {status}.',
    orderStatuses: {
      placed: 'registrado y pendiente de procesar',
      paid: 'pagado y pendiente de corte',
      processing: 'en corte y embalaje',
      shipped: 'enviado',
      delivered: 'entregado',
      cancelled: 'cancelado',
      refunded: 'reembolsado',
    },
    shop: 'Tienda',
    myOrders: 'Mis pedidos',
    trackOrder: 'Seguir un pedido',
    openOrder: 'Ver el pedido {number}',
    refusal:
      'Lo siento, solo puedo ayudarle con láminas para ventanas: productos y precios, instalación, pedidos, devoluciones y nuestros planes. Pruebe una de estas:',
    sorry: 'Lamento mucho las molestias.',
    serviceYes:
      'Sí, {place} está en nuestra zona: le atienden el centro de {hub} y sus equipos de instalación.',
    serviceNo:
      'No, {place} está fuera de nuestra zona de instalación (Georgia, Alabama y Tennessee desde Atlanta; Florida y el sur de Georgia desde Florida; Carolina del Norte y del Sur desde Charlotte). Aun así le enviamos la lámina: pídala cortada a medida en la tienda para instalación propia, o publique su proyecto para instaladores locales en el mercado.',
    hubNames: {
      atlanta: 'Atlanta',
      florida: 'Florida',
      carolinas: 'las Carolinas',
    },
    diyShop: 'Pedido de lámina a medida',
    postProject: 'Publicar un proyecto',
    productFilm:
      '{name} es una {use}: {thickness} mil de grosor, deja pasar el {vlt} % de la luz visible y rechaza el {solar} % de la energía solar. Los rollos miden {length} pies de largo: {rolls}, unos {sqft} por pie cuadrado.',
    productRoll: '{width}″ de ancho: {price}',
    productPiece: '{name}: {price}.',
    productFree: '{name}: gratis, solo paga el envío.',
    filmUses: {
      security: 'lámina de seguridad que mantiene unido el cristal roto',
      solar: 'lámina de control solar que rechaza el calor y el deslumbramiento',
      decorative: 'lámina decorativa para privacidad y estilo',
    },
  },
  stopWords: [
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'de',
    'del',
    'que',
    'qué',
    'es',
    'en',
    'y',
    'o',
    'por',
    'para',
    'con',
    'me',
    'mi',
    'mis',
    'su',
    'se',
    'lo',
    'al',
    'sobre',
    'hay',
    'cómo',
    'como',
    'puedo',
    'ustedes',
    'usted',
    'háblame',
  ],
  tradeWords: ['ventana', 'ventanas', 'lámina', 'láminas', 'película'],
  synonyms: [
    ['lámina', 'película', 'film', 'polarizado', 'vinilo', 'papel', 'tintado', 'lamina'],
    ['precio', 'cuesta', 'cuestan', 'costo', 'coste', 'valor', 'vale', 'precios'],
    ['instalar', 'instalación', 'instalan', 'colocar', 'poner', 'aplicar', 'instalador', 'pegar'],
    ['devolver', 'devolución', 'regresar', 'retornar'],
    ['reembolso', 'reembolsar', 'reintegro', 'dinero'],
    ['garantía', 'garantia', 'garantizan'],
    ['envío', 'enviar', 'entrega', 'envían', 'despacho', 'llegar', 'envio'],
    ['persona', 'humano', 'agente', 'representante', 'operador', 'asesor'],
    ['zona', 'área', 'región', 'cobertura', 'atienden'],
    ['seguridad', 'antirrobo', 'robo', 'irrompible', 'ladrones'],
    ['calor', 'caliente', 'temperatura', 'caluroso'],
    ['privacidad', 'intimidad', 'ver dentro', 'vean'],
    ['decorativa', 'esmerilada', 'opaca', 'translúcida', 'mate'],
    ['uv', 'ultravioleta', 'decoloración', 'destiñe', 'sol'],
    ['limpiar', 'limpieza', 'lavar'],
    ['membresía', 'plan', 'planes', 'suscripción', 'membresia'],
    ['presupuesto', 'cotización', 'estimación', 'cotizar'],
    ['pedido', 'orden', 'compra'],
    ['cortada', 'cortado', 'a medida', 'trozo', 'pedazo'],
  ],
}
