// The profile pages in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/profile';

const profile: Messages<typeof en> = {
  title: 'Perfil de usuario',
  sections: 'Secciones del perfil',
  tabs: { account: 'Mi cuenta', password: 'Cambiar contraseña', documents: 'Mis documentos' },
  messages: {
    updated: 'Su perfil se actualizó',
    wrongCurrent: 'Lo sentimos, la contraseña actual que escribió no es correcta',
    passwordChanged: 'Listo, su contraseña se cambió correctamente.',
    otherSessionsEnded: 'Se cerró su sesión en todos los demás dispositivos.',
    mergeFailed: 'No pudimos guardar los datos de su perfil',
    unknownAction: 'No reconocemos esta acción. Vuelva a cargar la página e inténtelo de nuevo.',
  },
  photo: {
    alt: 'Su perfil',
    none: 'Sin foto',
    label: 'Foto de perfil',
    hint: 'Una imagen PNG, JPEG, GIF o WebP, de hasta 5 MB.',
    errorPrefix: 'Error: ',
    upload: 'Subir foto',
    remove: 'Quitar foto',
    saved: 'Su foto de perfil se guardó.',
    removed: 'Su foto de perfil se quitó.',
    missing: 'Primero elija una foto.',
    notImage: 'Elija una foto en formato PNG, JPEG, GIF o WebP.',
    tooLarge: 'Elija una foto de menos de 5 MB.',
  },
  account: { email: 'Correo electrónico:', save: 'Guardar' },
  password: {
    current: 'Contraseña actual',
    new: 'Contraseña nueva',
    submit: 'Cambiar contraseña',
    elsewhereIntro: '¿Inició sesión en un dispositivo compartido o perdido? Cierre todas las demás sesiones de su cuenta.',
    elsewhere: 'Cerrar sesión en otros dispositivos',
    confirmTitle: '¿Cerrar sesión en otros dispositivos?',
    confirmMessage: 'Se cerrará la sesión en todos los demás navegadores donde entró a su cuenta. En este seguirá con la sesión iniciada.',
  },
  documents: {
    none: 'Todavía no tiene documentos.',
    noneHint: 'Cuando comience sus formularios de divorcio, aparecerán aquí con su avance y podrá descargar sus documentos terminados.',
    find: 'Buscar sus formularios de divorcio',
    list: 'Sus formularios',
    step: 'Paso:',
    lastChanged: 'Último cambio: {{date}}',
    ready: 'Sus documentos terminados están listos.',
    download: 'Descargar sus documentos terminados',
    place: 'Condado de {{county}}, {{state}}',
  },
  deleteSection: {
    title: 'Eliminar su cuenta',
    intro:
      'Elimine su cuenta junto con sus formularios y respuestas. Antes de que confirme, la página siguiente le explica qué pasa con un formulario que usted compartió o que compartieron con usted.',
  },
  notFound: 'No encontramos su perfil. Vuelva a iniciar sesión.',
  failed: 'No pudimos mostrar ni guardar su perfil en este momento. Revíselo e inténtelo de nuevo en un momento.',
  deletion: {
    title: 'Eliminar su cuenta',
    whatHappens: 'Qué pasa cuando elimina su cuenta',
    ownForms: 'Sus formularios {{names}} se eliminan con sus respuestas, archivos, comentarios, firmas y documentos.',
    noForms: 'Se eliminan su perfil, su acceso y los correos electrónicos que le enviamos. No tiene formularios propios.',
    withdrawn: "'{{name}}' deja de estar disponible para {{people}}: ya no podrá abrirlo, y le avisaremos por correo electrónico.",
    leave:
      "Usted sale de '{{name}}', que {{petitioner}} compartió con usted, y le avisaremos por correo electrónico. El formulario sigue siendo de esa persona: los cambios, comentarios y la firma que usted dio se quedan en su formulario, sin su cuenta.",
    downloaded: 'Los documentos finales que ya se descargaron se quedan con quien los descargó, y su código de verificación sigue funcionando.',
    payments_one: 'El registro de su pago se conserva, como lo exige la ley para la contabilidad, sin su cuenta ni sus respuestas.',
    payments_other: 'Los registros de sus {{count}} pagos se conservan, como lo exige la ley para la contabilidad, sin su cuenta ni sus respuestas.',
    noPayments: 'No ha hecho ningún pago.',
    warning: 'Advertencia: ',
    cannotUndo: 'Esto no se puede deshacer.',
    password: 'Su contraseña',
    passwordHint: 'Escriba su contraseña para confirmar que desea eliminar su cuenta.',
    submit: 'Eliminar mi cuenta',
    cancel: 'Cancelar',
    wrongPassword: 'Lo sentimos, la contraseña que escribió no es correcta. Su cuenta no se eliminó.',
    administrator:
      'Una cuenta de administrador no se puede eliminar desde su perfil: pida a otro administrador global que primero cambie su función. No se eliminó nada.',
    failed: 'No pudimos eliminar su cuenta en este momento. No se eliminó nada. Inténtelo de nuevo en un momento.',
  },
};

export default profile;
