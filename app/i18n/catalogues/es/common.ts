// The shell around every page, in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/common';

const common: Messages<typeof en> = {
  skipToContent: 'Saltar al contenido',
  goBack: 'Volver',
  signOut: 'Cerrar sesión',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  userProfile: 'Perfil de usuario',
  adminMenu: 'Menú de administración',
  adminFunctions: 'Funciones de administración',
  pleaseWait: 'Espere, por favor...',
  dismissMessage: 'Cerrar este mensaje',
  mainNavigation: 'Principal',
  adminNavigation: 'Administración',
  quickExit: {
    label: 'Salir de esta página',
    hint: 'O pulse Mayús tres veces.',
  },
  language: {
    switchTo: 'Leer este sitio en {{language}}',
  },
  footer: {
    legalAdvice: 'Asesoría legal',
    contactUs: 'Contáctenos',
    termsOfService: 'Términos del servicio',
    privacyPolicy: 'Política de privacidad',
    accessibility: 'Declaración de accesibilidad',
    notALawFirm: '{{product}} no es un bufete de abogados y no da asesoría legal.',
    copyright: '© {{year}} {{product}}',
  },
  nav: {
    home: 'Inicio',
    divorceForms: 'Formularios de divorcio',
    sharedForms: 'Formularios compartidos',
  },
  sessionActivity: {
    title: 'Actividad de la sesión',
    expiresIn_one: 'Su sesión terminará en {{count}} segundo',
    expiresIn_other: 'Su sesión terminará en {{count}} segundos',
    lessThan: 'Quedan menos de {{count}} segundos para que termine su sesión.',
    logout: 'Cerrar sesión',
    continue: 'Continuar',
  },
  status: {
    apologyTitle: 'Lo sentimos... Ya avisamos al equipo de soporte',
    apologyLead: 'Algo salió mal de nuestro lado.',
    apologyDetail: 'No se perdió nada de lo que guardó. Vuelva a intentarlo en un momento.',
    contactSupport: 'Contactar a soporte',
    homePage: 'Ir a la página de inicio',
    notFoundTitle: 'Página no encontrada',
    notFoundDetail: 'No encontramos la página que buscaba. Es posible que haya cambiado de lugar.',
    contactUs: 'Contáctenos',
    maintenanceTitle: 'Mantenimiento del sitio en curso',
    maintenanceDetail: 'Estamos mejorando {{product}} y volveremos en breve. Sus respuestas guardadas están seguras. Vuelva a consultar pronto.',
    forbiddenTitle: 'Esta página es para administradores',
    forbiddenDetail: 'Su cuenta no tiene acceso a esta página.',
    pageTitle: '{{title}} | {{product}}',
    apologyTabTitle: 'Lo sentimos',
  },
  signInNotices: {
    idleTimeout: 'Su sesión terminó después de un tiempo sin actividad. Vuelva a iniciar sesión.',
    signedOutIdle: 'Cerramos su sesión después de un tiempo sin actividad. Vuelva a iniciar sesión.',
    accountExists: 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
    accountCreated: 'Su cuenta está creada. Revise su correo electrónico y abra el enlace que le enviamos para verificar su dirección; después, inicie sesión.',
    spouseStarted: 'Parece que su cónyuge ya comenzó el proceso.',
    accountCreatedSpouseStarted: '{{created}} {{spouseStarted}}',
    accountDeleted: 'Su cuenta se eliminó.',
  },
  newsletter: {
    label: 'Boletín',
    description: 'Noticias ocasionales de {{product}}. Sin correo basura; puede darse de baja cuando quiera.',
    placeholder: 'usted@ejemplo.com',
    subscribe: 'Suscribirse',
  },
};

export default common;
