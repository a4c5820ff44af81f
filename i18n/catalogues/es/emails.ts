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
