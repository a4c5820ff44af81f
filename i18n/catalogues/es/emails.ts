// The e-mails' own words in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/emails';

const emails: Messages<typeof en> = {
  layout: {
    footer: '{{product}} le ayuda a preparar sus documentos legales. No da asesoría legal. ¿Preguntas? Escriba a {{supportEmail}}.',
    copyright: '© {{year}} {{product}}',
    hello: 'Hola, {{name}}:',
    buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  },
  step: {
    spouse: 'cónyuge',
    invite: {
      subject: '{{fromName}} le pide que revise "{{workflowName}}"',
      p1: '{{fromName}} comenzó "{{workflowName}}" en Accord, una manera guiada de preparar juntos los documentos de divorcio, y le invita a revisar las respuestas.',
      p1Other: '{{fromName}} comenzó "{{workflowName}}" en Accord, una manera guiada de preparar juntos documentos legales, y le invita a revisar las respuestas.',
      p2: 'Tómese su tiempo. Puede leer cada página, dejar un comentario donde quiera un cambio y luego aceptar los términos o devolver el formulario. Nada es definitivo hasta que los dos estén de acuerdo y firmen.',
      p3: 'El botón de abajo le lleva a Accord con su correo electrónico ya escrito. Si todavía no tiene una cuenta, primero creará una; es gratis.',
      button: 'Revisar el cuestionario',
    },
    share: {
      subject: '{{fromName}} le devolvió "{{workflowName}}" para que lo revise',
      p1: '{{fromName}} respondió a su revisión de "{{workflowName}}" y le pide que lo vuelva a mirar.',
      p2: 'Lea cada página, deje un comentario donde quiera un cambio y luego acepte los términos o devuelva el formulario para revisión.',
      button: 'Revisar el cuestionario',
    },
    agreed: {
      subject: '{{fromName}} aceptó todos los términos de "{{workflowName}}"',
      p1: 'Su {{other}} aceptó todos los términos. {{fromName}} revisó "{{workflowName}}" y está de acuerdo.',
      p2: 'Ya puede pasar al siguiente paso.',
      button: 'Continuar',
    },
    sign: {
      subject: 'Revise y firme electrónicamente "{{workflowName}}"',
      p1: '{{fromName}} firmó el acuerdo (stipulation) de "{{workflowName}}", el que ustedes dos revisaron.',
      p2: 'Cuando esté listo, léalo una vez más y agregue su firma electrónica. Puede firmar con el dedo o el ratón, o simplemente escribir su nombre completo. Cuando haya firmado, los dos recibirán sus documentos finales.',
      button: 'Revisar y firmar',
    },
    signed: {
      subject: '{{fromName}} firmó "{{workflowName}}"',
      p1: 'Su {{other}} ya firmó. {{fromName}} agregó su firma electrónica al acuerdo (stipulation) de "{{workflowName}}" que usted firmó.',
      p2: 'Ninguno de los dos tiene que firmar nada más: sus documentos finales se preparan con las dos firmas y puede descargarlos desde su guía.',
      button: 'Abrir su guía',
    },
    completed: {
      subject: '"{{workflowName}}" está firmado por ustedes dos',
      p1: 'Ustedes dos ya firmaron "{{workflowName}}". Gracias por hacerlo juntos; sabemos que no es fácil.',
      p2: 'Sus documentos finales se están preparando y puede descargarlos desde su guía. Llevan las dos firmas y una página que registra cuándo y cómo firmó cada uno.',
      p3: 'Según la ley de Utah, después de presentar la petición hay un período de espera de 30 días antes de que el divorcio sea definitivo.',
      button: 'Descargar sus documentos',
    },
    disagreement: {
      subject: '{{fromName}} ya no está de acuerdo con "{{workflowName}}"',
      p1: '{{fromName}} retiró su aceptación de "{{workflowName}}" y lo devolvió para revisión.',
      p2: 'Lea sus comentarios, haga los cambios que sean necesarios y devuélvale el formulario.',
      button: 'Abrir el cuestionario',
    },
    'sent-back': {
      subject: '{{fromName}} le devolvió "{{workflowName}}" con comentarios',
      p1: '{{fromName}} revisó "{{workflowName}}" y se lo devolvió en lugar de aceptarlo.',
      p2: 'Lea sus comentarios, cambie las respuestas que esté de acuerdo en cambiar y luego elija Finish Replying para que lo puedan revisar de nuevo.',
      button: 'Leer los comentarios',
    },
    'sign-again': {
      subject: 'Firme de nuevo "{{workflowName}}"',
      p1: 'No pudimos preparar los documentos finales de "{{workflowName}}" con las firmas que se dieron. Lamentamos la molestia.',
      p2: 'Sus respuestas y el acuerdo se conservan. Abra el formulario, lea el acuerdo (stipulation) una vez más y fírmelo de nuevo; sus documentos finales se preparan en cuanto todos hayan firmado.',
      button: 'Firmar de nuevo',
    },
    restarted: {
      subject: '{{fromName}} empezó de nuevo "{{workflowName}}"',
      p1: '{{fromName}} empezó de nuevo "{{workflowName}}" desde el principio del cuestionario. El formulario ya no está compartido con usted, y cualquier aceptación o firma que usted haya dado ya no cuenta.',
      p2: 'Si le vuelven a compartir el cuestionario, recibirá un correo electrónico con la invitación a revisarlo. Hasta entonces, no tiene que hacer nada.',
      button: 'Abrir sus formularios compartidos',
    },
    'answers-changed': {
      subject: 'Cambiaron respuestas de "{{workflowName}}" después de que usted las aceptó',
      p1: 'Se cambiaron respuestas de "{{workflowName}}", que {{fromName}} compartió con usted, después de que usted lo aceptó. Su aceptación, y cualquier firma dada sobre ella, ya no cuenta: nadie acepta ni firma algo que no se le mostró.',
      p2: 'Cuando le vuelvan a compartir el cuestionario, recibirá un correo electrónico. Sus páginas mostrarán entonces lo que cambió desde la última vez que lo miró, y podrá aceptarlo de nuevo o devolverlo.',
      button: 'Abrir el cuestionario',
    },
  },
  followUp: {
    'completion-follow-up': {
      subject: 'Han pasado 30 días desde que se completó "{{workflowName}}"',
      p1: 'Han pasado 30 días desde que "{{workflowName}}" se firmó y se completó. Esperamos que se esté cuidando mucho.',
      p2: 'Según la ley de Utah, después de presentar la petición hay un período de espera de 30 días antes de que un divorcio sea definitivo. Si presentó sus documentos ante el tribunal cuando los completó, es posible que ese período ya haya pasado; el tribunal le informará sobre los próximos pasos de su caso.',
      p2OnePerson: 'Si presentó sus documentos ante el tribunal, el tribunal le informará sobre los próximos pasos de su caso.',
      p3: 'Sus documentos firmados se quedan en su cuenta y puede descargarlos de nuevo cuando quiera.',
      button: 'Abrir sus documentos',
    },
    'incomplete-reminder': {
      subject: '"{{workflowName}}" le está esperando',
      p1: 'Hace una semana que nada cambió en "{{workflowName}}". No hay prisa: todo lo que escribió está guardado.',
      p2: 'Cuando se sienta listo, puede seguir exactamente donde lo dejó. Si algo no está claro o necesita ayuda, responda a este correo.',
      button: 'Continuar su formulario',
    },
  },
  collaborate: {
    subject: '{{fromName}} compartió con usted el flujo de trabajo "{{workflowName}}"',
    body: '{{fromName}} le agregó como colaborador del flujo de trabajo "{{workflowName}}". Ya puede abrirlo desde Manage Workflows y editarlo en el editor.',
    button: 'Abrir Manage Workflows',
  },
  stakeholder: {
    subject: '{{fromName}} le pide que apruebe el flujo de trabajo "{{workflowName}}"',
    body: '{{fromName}} envió el flujo de trabajo "{{workflowName}}" para publicarlo y le nombró como parte interesada. Solo llega a las personas después de que todas las partes interesadas lo aprueben. Revise sus preguntas y reglas, y luego apruébelo o rechácelo.',
    button: 'Revisar el flujo de trabajo',
  },
  receipt: {
    subject: 'Su recibo de pago de Accord',
    subjectFinal: 'Su recibo del pago final de Accord',
    subjectOneTime: 'Su recibo del pago único de Accord',
    preview: 'Recibo: ${{amount}}',
    initial: 'Gracias por su pago inicial: su cuestionario está listo para llenarse.',
    final: 'Gracias por su pago final: sus documentos están listos para revisar y firmar.',
    oneTime: 'Gracias por su pago único.',
    price: 'Precio: ${{price}}',
    discount: 'Descuento ({{couponCode}}): -${{discount}}',
    total: 'Total pagado: ${{amount}} USD',
    order: 'Pedido: {{orderId}}',
  },
  accountDeleted: {
    subject: 'Su cuenta de Accord se eliminó',
    body: 'Su cuenta de Accord, sus formularios y sus respuestas se eliminaron. Si usted no lo pidió, escríbanos de inmediato.',
  },
  formWithdrawn: {
    subject: "{{name}} retiró el formulario '{{workflowName}}'",
    body: "{{name}} eliminó su cuenta de Accord, así que el formulario '{{workflowName}}' que compartió con usted se retiró y ya no puede abrirlo. Los documentos que descargó antes siguen siendo suyos.",
  },
  spouseLeft: {
    subject: "{{name}} dejó el formulario '{{workflowName}}'",
    body: "{{name}} eliminó su cuenta de Accord y dejó el formulario '{{workflowName}}' que usted compartió. Sus respuestas se conservan. Para seguir con su cónyuge, empiece el formulario de nuevo y compártalo con la dirección que usa ahora.",
  },
  practiceNote: 'Este es un correo de práctica de Accord: no hay que hacer nada.',
  verify: {
    subject: 'Confirme su correo electrónico para {{product}}',
    preview: 'Confirme su dirección de correo electrónico para terminar de crear su cuenta de {{product}}.',
    body: 'Gracias por crear su cuenta de {{product}}. Confirme que esta es su dirección de correo electrónico y luego inicie sesión.',
    button: 'Confirmar mi correo electrónico',
    ignore: 'Si usted no creó una cuenta, puede ignorar este correo.',
  },
  reset: {
    subject: 'Restablezca su contraseña de {{product}}',
    preview: 'Elija una contraseña nueva para su cuenta de {{product}}.',
    body: 'Alguien pidió restablecer la contraseña de su cuenta de {{product}}. Si fue usted, elija una contraseña nueva con el botón de abajo. El enlace funciona una sola vez, durante una hora.',
    button: 'Elegir una contraseña nueva',
    ignore: 'Si usted no lo pidió, puede ignorar este correo: su contraseña no cambia.',
  },
};

export default emails;
