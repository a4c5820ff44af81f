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
  newsletter: {
    label: 'Boletín',
    description: 'Noticias ocasionales de {{product}}. Sin correo basura; puede darse de baja cuando quiera.',
    placeholder: 'usted@ejemplo.com',
    subscribe: 'Suscribirse',
  },
};

export default common;
