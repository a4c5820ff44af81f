// The public site in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/site';

const site: Messages<typeof en> = {
  home: {
    tabTitle: 'Accord: prepare sus documentos de divorcio en línea',
    description: 'Responda preguntas sencillas, compártalas con su cónyuge, firme en línea y descargue documentos de divorcio listos para el tribunal de su estado.',
    title: 'Prepare sus documentos de divorcio, un paso tranquilo a la vez',
    lead: 'Accord es para las personas que preparan sus propios documentos de divorcio, por su cuenta o junto con su cónyuge. Usted responde preguntas sencillas a su propio ritmo, y Accord llena los formularios del tribunal de su estado con sus respuestas.',
    statesReady: 'Hoy hay formularios listos para {{states}}.',
    createAccount: 'Cree su cuenta',
    about: 'Acerca de Accord',
    signIn: 'Iniciar sesión',
    typesTitle: 'Lo que puede preparar',
    typeLink: '{{type}}: cree su cuenta',
    onYourOwn: '(por su cuenta)',
    howTitle: 'Cómo funciona',
    steps: {
      answer: { title: 'Responda preguntas sencillas', detail: 'Sobre usted, su cónyuge, sus hijos y lo que tienen y deben. Cada respuesta se guarda mientras escribe.' },
      agree: { title: 'Pónganse de acuerdo, o presente por su cuenta', detail: 'Comparta el cuestionario con su cónyuge para que lo revise, comente y esté de acuerdo, o prepárelo por su cuenta.' },
      sign: { title: 'Firme y descargue', detail: 'Firme en línea y descargue los formularios del tribunal de su estado, llenos con sus respuestas.' },
    },
    costTitle: 'Cuánto cuesta',
    costLead: 'Un solo precio por todo el formulario, pagado en dos partes. Las tarifas de presentación ante el tribunal son aparte y se pagan al tribunal.',
    price: '${{total}}',
    priceParts: '${{level1}} para empezar, ${{level2}} por los documentos terminados',
    withSpouse: { title: 'Con su cónyuge', detail: 'Su cónyuge revisa, comenta y firma en línea.' },
    alone: { title: 'Por su cuenta', detail: 'Usted prepara y presenta los documentos.' },
    helpTitle: 'No es asesoría legal',
    help: 'Accord no es un bufete de abogados. Si su situación es complicada o no se siente seguro, lea nuestra página de <legal>asesoría legal</legal>. ¿Tiene preguntas? <contact>Contáctenos</contact>.',
  },
  pricesNotSet: 'Los precios se mostrarán aquí en cuanto se fijen.',
  about: {
    title: 'Acerca de nosotros',
    tabTitle: 'Acerca de Accord: prepare sus documentos de divorcio con cuidado',
    heading: 'Prepare sus documentos de divorcio, un paso tranquilo a la vez',
    lead: 'Accord le hace preguntas sencillas sobre su situación, permite que su cónyuge revise y esté de acuerdo, y llena los formularios del tribunal de su estado con sus respuestas.',
    steps: {
      answer: { title: 'Responda el cuestionario', detail: 'Se guarda mientras avanza. No se pierde nada de lo que escribe.' },
      share: { title: 'Compártalo con su cónyuge', detail: 'Puede revisarlo, comentarlo, estar de acuerdo o devolvérselo.' },
      sign: { title: 'Firme y descargue', detail: 'Ambos firman electrónicamente y luego descargan los documentos PDF listos para el tribunal.' },
    },
    createAccount: 'Crear una cuenta',
    haveAccount: 'Ya tengo una cuenta',
  },
  contact: {
    title: 'Contáctenos',
    tabTitle: 'Contáctenos y preguntas frecuentes | Accord',
    heading: 'Contáctenos',
    writeToUs: 'Escríbanos a <email>{{email}}</email>. Respondemos por correo electrónico. Por favor, no envíe contraseñas ni documentos por correo electrónico.',
    danger: 'Si está en peligro, llame al 911. Para preguntas legales, consulte la página de <legal>asesoría legal</legal>.',
    faqTitle: 'Preguntas frecuentes',
    faq: {
      cost: {
        question: '¿Cuánto cuesta Accord?',
        notSet: 'Los precios se mostrarán aquí en cuanto se fijen. Las tarifas de presentación ante el tribunal son aparte y se pagan al tribunal.',
        answer:
          'Trabajar junto con su cónyuge cuesta ${{together}} en total: ${{togetherStart}} para empezar el cuestionario y ${{togetherDocuments}} por los documentos terminados. Presentar por su cuenta cuesta ${{alone}}: ${{aloneStart}} para empezar y ${{aloneDocuments}} por los documentos terminados. Las tarifas de presentación ante el tribunal son aparte y se pagan al tribunal.',
      },
      lose: { question: '¿Perderé lo que he escrito?', answer: 'No. Cada respuesta se guarda mientras escribe, y puede detenerse y volver en cualquier momento desde cualquier dispositivo.' },
      see: { question: '¿Quién puede ver mis respuestas?', answer: 'Solo usted y el cónyuge con quien decida compartir su cuestionario. Su cónyuge lo ve solo después de que usted envíe la invitación.' },
      account: {
        question: '¿Mi cónyuge necesita una cuenta?',
        answer: 'Sí, si trabajan juntos: su cónyuge recibe una invitación por correo electrónico y crea una cuenta gratuita para revisar, comentar y firmar. Si usted presenta por su cuenta, su cónyuge no participa en Accord.',
      },
      lawyer: { question: '¿Accord es un abogado?', answer: 'No. Accord le ayuda a preparar sus propios documentos; no da asesoría legal. Consulte la página de asesoría legal para saber dónde encontrar un abogado.' },
      password: { question: 'Olvidé mi contraseña.', answer: 'Use «¿Olvidó su contraseña?» en la página de inicio de sesión. Le enviaremos por correo electrónico un enlace para elegir una nueva.' },
      disagree: {
        question: 'Mi cónyuge y yo no estamos de acuerdo en todo.',
        answer: 'Su cónyuge puede comentar cualquier respuesta y devolverle el cuestionario. Si no logran ponerse de acuerdo, hable con un abogado o un mediador antes de presentar los documentos.',
      },
    },
  },
  accessibility: {
    title: 'Accesibilidad',
    tabTitle: 'Declaración de accesibilidad | Accord',
    heading: 'Declaración de accesibilidad',
    intro:
      'Accord es para todas las personas que necesitan preparar sus documentos de divorcio, sin importar cómo usen una computadora o un teléfono. Usted debería poder usar cada página solo con el teclado, con un lector de pantalla, con un zoom del 200 % o en una pantalla de 320 píxeles de ancho, y con JavaScript desactivado.',
    standardTitle: 'La norma',
    standard:
      'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 y 2.2 en el nivel AA: el nivel que la regla de 2024 del Departamento de Justicia de los EE. UU., bajo el Título II de la Ley para Estadounidenses con Discapacidades, fija para el contenido web de los gobiernos estatales y locales. Nuestros formularios siguen el GOV.UK Design System: un resumen de errores arriba de un formulario rechazado, un título y un encabezado para cada página y paso, y diálogos que toman y devuelven el foco del teclado.',
    checkTitle: 'Cómo lo comprobamos',
    checks: {
      axe: 'Revisiones automáticas (axe) de las páginas, para cada tipo de usuario, con JavaScript activado y desactivado.',
      keyboard:
        'Pruebas que usan solo el teclado: el enlace para saltar va al contenido principal, y en una página del cuestionario directamente a su primera pregunta; el foco pasa al encabezado de cada página nueva, entra en cada diálogo y vuelve a salir.',
      titles: 'Pruebas de títulos, resúmenes de errores, el contraste de nuestros colores y la salida rápida.',
      byHand: 'Revisión manual de las páginas en anchos de teléfono y de escritorio y con un zoom del 200 %.',
    },
    gapsTitle: 'Lo que todavía no cumple la norma',
    gaps: {
      adminForms: 'Algunos formularios de los administradores todavía no muestran un resumen de errores; sus mensajes aparecen junto a cada campo.',
      drawer: 'El panel de comentarios todavía no siempre devuelve el foco a donde estaba, y en una pantalla angosta puede tapar la página de atrás.',
      disabled: 'Algunos botones que todavía no se pueden usar se quitan del orden del teclado en lugar de decir por qué no se pueden usar.',
      pdf: 'Sus documentos firmados son archivos PDF; la página de firma todavía no muestra una versión en texto de la estipulación.',
      dragDrop: 'Arrastrar y soltar en el editor de flujos de trabajo tiene una alternativa con el teclado, pero todavía no una con un solo clic o toque.',
    },
    exitTitle: 'Salir rápidamente',
    exit: 'Cada página tiene un botón ‘Salir de esta página’ arriba. Ese botón, o presionar Mayús tres veces, lo lleva de inmediato a un sitio web del clima y reemplaza esta página en el historial de su navegador.',
    reportTitle: 'Díganos si encuentra una barrera',
    report:
      'Si algo en Accord le resulta difícil o imposible de usar, díganoslo: escriba a <email>{{email}}</email> o use nuestra <contact>página de contacto</contact>. Diga qué página era y qué pasó. Respondemos en un plazo de 5 días hábiles, y mientras tanto podemos ayudarle a terminar sus formularios de otra manera.',
  },
  practice: {
    title: 'Práctica',
    tabTitle: 'Práctica | Accord',
    heading: 'Practique antes de empezar',
    lead: 'El cuestionario va a su ritmo y se guarda mientras avanza. Le ayudará tener a mano lo siguiente:',
    items: {
      details: { title: 'Sus datos y los de su cónyuge', detail: 'Nombres legales, fechas de nacimiento, domicilios y el correo electrónico de su cónyuge.' },
      marriage: { title: 'Su matrimonio', detail: 'La fecha y el lugar de su matrimonio y la fecha en que se separaron.' },
      children: { title: 'Hijos', detail: 'Nombres y fechas de nacimiento de sus hijos, y cómo piensan compartir su cuidado.' },
      property: { title: 'Bienes y deudas', detail: 'Casas, vehículos, cuentas, planes de jubilación y deudas, y quién se queda con qué.' },
      support: { title: 'Manutención', detail: 'Los ingresos de ambos cónyuges, y la manutención de los hijos o la pensión alimenticia que acuerden.' },
    },
    ready: '¿Está listo? <create>Cree una cuenta</create> o <signIn>inicie sesión</signIn>.',
  },
  legal: {
    tabTitle: '{{title}} | Accord',
    'legal-advice': {
      title: 'Asesoría legal',
      p1: 'Accord le ayuda a preparar sus propios documentos de divorcio con sus respuestas. Accord no es un bufete de abogados, y nada en Accord es asesoría legal.',
      p2: 'Si su situación es complicada (desacuerdos sobre los hijos, los bienes o la manutención; un negocio; preocupaciones por su seguridad), hable con un abogado autorizado en su estado. Muchos tribunales y colegios de abogados tienen líneas de ayuda legal gratuitas o de bajo costo.',
      p3: 'Si está en peligro, llame al 911.',
    },
    'terms-of-service': {
      title: 'Condiciones del servicio',
      p1: 'Al crear una cuenta, usted acepta usar Accord para preparar sus propios documentos, dar respuestas verdaderas y no compartir su contraseña con nadie.',
      p2: 'Usted sigue siendo responsable de revisar sus documentos y de presentarlos ante el tribunal. Accord no presenta documentos por usted y no da asesoría legal.',
      p3: 'Puede cerrar su cuenta en cualquier momento escribiéndonos.',
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      p1: 'Sus respuestas son suyas. Accord las guarda para preparar sus documentos y solo las comparte con el cónyuge que usted invite, con el nivel de acceso que usted elija.',
      p2: 'Le enviamos correos electrónicos sobre su cuenta y sus documentos. Solo le enviamos noticias si usted las pide, y puede dejar de recibirlas en cualquier momento.',
      p3: 'No vendemos su información.',
    },
  },
  wait: {
    title: 'Espere, por favor',
    tabTitle: 'Esperando a su cónyuge | Accord',
    heading: 'Su cónyuge todavía no ha empezado',
    lead: 'Espere a que su cónyuge empiece el proceso. Cuando su cónyuge termine el cuestionario, usted recibirá un correo electrónico con una invitación para revisarlo.',
    nothingToDo: 'No necesita hacer nada por ahora. Puede cerrar esta página.',
  },
};

export default site;
