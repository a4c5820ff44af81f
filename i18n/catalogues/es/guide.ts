// The guide's own pages: the setup stepper, My Documents and shared forms, paying, signing, sharing and the final document in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/guide';

const guide: Messages<typeof en> = {
  otherParty: { spouse: 'cónyuge' },
  setup: {
    title: { divorce: 'Formularios de divorcio', other: 'Sus formularios' },
    heading: { divorce: 'Encuentre sus formularios de divorcio', other: 'Encuentre sus formularios' },
    stepsLabel: 'Pasos de la preparación',
    steps: {
      State: 'Estado',
      Type: 'Tipo',
      Participating: 'Participantes',
      Children: 'Hijos',
      County: 'Condado',
      Tutorial: 'Cómo funciona',
      Jurisdiction: 'Jurisdicción',
    },
    stepOf: 'Paso {{number}} de {{count}}: {{name}}',
    continue: 'Continuar',
    back: 'Atrás',
    state: '¿En qué estado presentará los documentos?',
    type: '¿Qué tipo de formulario necesita?',
    participating: {
      legend: '¿Quiénes participan?',
      together: 'Mi {{other}} y yo juntos (colaborativo)',
      togetherDetail: 'Su {{other}} revisa, comenta y firma en línea.',
      alone: 'Solo yo (unilateral)',
      aloneDetail: 'Usted prepara y presenta los documentos por su cuenta.',
    },
    children: {
      legend: '¿Usted y su cónyuge tienen hijos menores de edad en común?',
      with: 'Sí, con hijos',
      without: 'No, sin hijos',
    },
    county: { label: '¿En qué condado presentará los documentos?', any: 'Cualquier condado' },
    tutorial: {
      heading: 'Cómo funciona el trabajo en conjunto',
      video: 'Ver el video explicativo (se abre en una pestaña nueva)',
      answer: 'Usted responde el cuestionario a su propio ritmo; cada respuesta se guarda al momento.',
      share: 'Lo comparte con su {{other}}, quien lo lee, puede comentar cualquier respuesta y lo aprueba o se lo devuelve.',
      sign: 'Cuando ambos están de acuerdo, se hace el pago final y los dos firman en línea.',
      download: 'Ambos descargan los documentos judiciales terminados, listos para presentar.',
    },
    jurisdiction: {
      heading: 'Jurisdicción',
      confirmAlone:
        'Estos formularios son para {{jurisdiction}}. Al continuar, usted confirma que cumple los requisitos de residencia de {{state}} y que este es el tribunal donde presentará los documentos.',
      confirmTogether:
        'Estos formularios son para {{jurisdiction}}. Al continuar, usted confirma que usted o su {{other}} cumplen los requisitos de residencia de {{state}} y que este es el tribunal donde presentará los documentos.',
      agree: 'Acepto',
    },
    messages: {
      noType: 'Lo sentimos, no encontramos un formulario de {{type}} para {{state}}.',
      noFormWithChildren: 'Lo sentimos, no encontramos un formulario de {{state}} con hijos para el condado de {{county}}',
      noFormWithChildrenAnyCounty: 'Lo sentimos, no encontramos un formulario de {{state}} con hijos para ningún condado',
      noFormWithoutChildren: 'Lo sentimos, no encontramos un formulario de {{state}} sin hijos para el condado de {{county}}',
      noFormWithoutChildrenAnyCounty: 'Lo sentimos, no encontramos un formulario de {{state}} sin hijos para ningún condado',
      noFormOfType: 'Lo sentimos, no encontramos un formulario de {{type}} de {{state}} para el condado de {{county}}',
      noFormOfTypeAnyCounty: 'Lo sentimos, no encontramos un formulario de {{type}} de {{state}} para ningún condado',
      incomplete: 'Primero complete todos los pasos, por favor.',
    },
    failed: 'Los formularios que ya empezó se conservan. Intente este paso de nuevo en un momento, por favor.',
  },
  petitionerSteps: {
    '1': 'Completar el cuestionario',
    '2': 'Compartir el cuestionario',
    '3': 'Revisar el cuestionario y los comentarios',
    '4': 'Pagar los documentos completos',
    '5': 'Revisión',
    '6': 'Revisión del cónyuge y firma electrónica',
    '7': 'Documentos completos',
  },
  sharedForms: {
    title: 'Formularios compartidos',
    tabTitle: 'Formularios compartidos · Accord',
    none: 'Todavía no se ha compartido nada con usted. Cuando su cónyuge comparta un cuestionario, recibirá un correo electrónico y aparecerá aquí.',
    county: 'Condado de {{county}}',
    new: 'Nuevo',
    from: 'De:',
    agreed: 'Usted aceptó todos los términos.',
    survey: 'Abrir el cuestionario compartido',
  },
};

export default guide;
