// The account pages and the account forms' validation messages, in Spanish: drafted here, not yet reviewed by a
// translator.
import type { Messages } from '../messages';
import type en from '../en/accounts';

const accounts: Messages<typeof en> = {
  pageTitle: '{{title}} | {{product}}',
  validation: {
    required: 'Obligatorio',
    invalidEmail: 'Correo electrónico no válido.',
    spouseEmailSame: 'Lo sentimos, su correo electrónico no puede ser igual al de su cónyuge',
    passwordPattern: 'Use al menos 10 caracteres con una letra minúscula, una letra mayúscula, un número y un carácter especial',
    weakPassword: 'La contraseña es demasiado débil.',
    dateFormat: 'Formato de fecha no válido. Ejemplo: MM/DD/AAAA',
    dateValue: 'Escriba una fecha válida',
    over18: 'Lo sentimos, para solicitar el divorcio debe ser mayor de 18 años.',
    phoneFormat: 'Número de teléfono no válido. Ejemplo: ###-###-####',
    zip: 'Escriba un código postal válido de 5 dígitos.',
    onlyNumbers: 'Use solo números.',
    terms: 'Acepte los términos del servicio para continuar',
    captcha: 'Confirme que es una persona',
    resetRequired: 'Obligatorio.',
    resetMin: 'Mínimo 8 caracteres',
    enterEmailFirst: 'Primero escriba su correo electrónico',
    atMost: 'Use como máximo {{max}} caracteres',
    spouseStartedChoice: 'Díganos si su cónyuge ya comenzó el proceso',
    passwordPersonalRule: 'No debe contener su nombre ni la parte de su correo electrónico antes de la @.',
    weakPersonal: 'La contraseña es demasiado débil. No debe contener su nombre ni la parte de su correo electrónico antes de la @.',
    weakGuessable:
      'La contraseña es demasiado débil. Es muy fácil de adivinar: evite palabras comunes, letras repetidas y secuencias como 1234.',
  },
  rateLimit: {
    wait_one: 'Demasiados intentos. Por su seguridad, espere {{count}} minuto antes de volver a intentarlo, o restablezca su contraseña.',
    wait_other: 'Demasiados intentos. Por su seguridad, espere {{count}} minutos antes de volver a intentarlo, o restablezca su contraseña.',
  },
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Le damos la bienvenida de nuevo. Inicie sesión para continuar donde lo dejó.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    createAccount: 'Crear una cuenta',
    unverified: 'Lo sentimos, todavía no ha verificado su correo electrónico. Revise su correo.',
    wrongPassword: 'Contraseña incorrecta.',
    unknownEmail: 'Lo sentimos, no encontramos este correo electrónico en nuestro sistema. Inténtelo de nuevo',
    captchaRequired:
      'Hubo muchas contraseñas incorrectas para esta cuenta. Para protegerla, responda la pregunta de abajo (o espere a que termine la comprobación) y vuelva a iniciar sesión.',
    failed: 'Todavía no ha iniciado sesión. Vuelva a intentarlo en un momento.',
  },
  forgotPassword: {
    title: 'Olvidé mi contraseña',
    intro: 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Restablecer contraseña',
    noAccount: '¿Todavía no tiene cuenta?',
    createAccount: 'Crear una cuenta',
    sent: 'Revise su correo electrónico para restablecer su contraseña.',
    unknown: 'Lo sentimos, no encontramos este correo electrónico en nuestra base de datos.',
    failed: 'No pudimos enviar el correo para restablecer la contraseña en este momento. Vuelva a intentarlo en un momento.',
  },
  verify: {
    title: 'Verificar',
    verifyEmailTitle: 'Verifique su correo electrónico',
    newPasswordTitle: 'Elija una contraseña nueva',
    wrongPage: 'Lo sentimos, creo que llegó a la página equivocada',
    verified: 'Su correo electrónico se verificó correctamente',
    notVerified: 'Lo sentimos, no pudimos verificar este correo electrónico',
    resetDone: 'Restableció su contraseña correctamente. Vuelva a iniciar sesión',
    resetFailed: 'Lo sentimos, no pudimos restablecer su contraseña',
    redirecting_one: 'Le llevaremos a la página para iniciar sesión en {{count}} segundo…',
    redirecting_other: 'Le llevaremos a la página para iniciar sesión en {{count}} segundos…',
    goToSignIn: 'Ir a Iniciar sesión',
    askNewLink: 'Pedir un enlace nuevo',
    newPassword: 'Contraseña nueva',
    newPasswordHint: 'Al menos 8 caracteres. {{rule}}',
    submit: 'Enviar',
    failed: 'No pudimos comprobar su enlace en este momento. Vuelva a abrirlo en un momento.',
  },
};

export default accounts;
