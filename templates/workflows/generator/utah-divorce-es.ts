// The Utah samples' Spanish texts (issue 35 item 5, ADR 035), keyed by the English text they translate: each text a
// person reads in the questionnaire (page names, titles, labels, options, placeholders, prefixes, table headings,
// dialog texts) and the workflow's name and description. Drafted here in plain legal Spanish (usted, the Utah
// courts' usual terms: peticionario, demandado, estipulación, manutención de los hijos, tiempo de crianza) and NOT
// yet reviewed by a person: the samples are offered in Spanish with `reviewed: false`, so a Spanish reader sees the
// 'not yet reviewed' sentence. The court documents stay in English (utah-documents.ts): Utah's courts take English
// filings. The same English text reads the same in every place it appears in these samples; a text that needed
// two readings would need a table per element.
import { UTAH_DISTRICT_COURTS } from '../../../db/utah-counties.ts';

/** A courthouse's name in Spanish: 'Provo Courthouse' is 'Juzgado de Provo', a named building keeps its name. */
export function courthouseInSpanish(courthouse: string): string {
  const [building, city] = courthouse.split(', ');
  const place = building!.replace(/ Courthouse$/, '');
  const name = place === 'Matheson' ? `Juzgado ${place}` : `Juzgado de ${place}`;
  return city ? `${name}, ${city}` : name;
}

/** Proper nouns, numbers and signs that read the same in Spanish (counties, plan names, '$', masks). */
const SAME_IN_SPANISH = ['$', '%', '###-###-####', '###-##-####', 'No', '401(k)', 'IRA', ...Object.keys(UTAH_DISTRICT_COURTS)];

const COURTHOUSES = Object.fromEntries(Object.values(UTAH_DISTRICT_COURTS).flat().map((c) => [c, courthouseInSpanish(c)]));

/** The texts that are the same in both languages, for the test that no other Spanish text is left in English. */
export const SPANISH_SAME_AS_ENGLISH: ReadonlySet<string> = new Set(SAME_IN_SPANISH);

export const UTAH_DIVORCE_SPANISH: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SAME_IN_SPANISH.map((text) => [text, text])),
  ...COURTHOUSES,

  // the workflows
  'Utah Divorce - Without Children': 'Divorcio en Utah - Sin hijos',
  'Utah Divorce - With Children': 'Divorcio en Utah - Con hijos',
  'Petition and stipulated decree of divorce for Utah couples without minor children.':
    'Petición y sentencia de divorcio por estipulación para parejas de Utah sin hijos menores de edad.',
  'Petition, parenting plan, child support worksheet and stipulated decree for Utah couples with minor children.':
    'Petición, plan de crianza, hoja de cálculo de la manutención de los hijos y sentencia por estipulación para parejas de Utah con hijos menores de edad.',

  // choices used on many pages
  Yes: 'Sí',
  Male: 'Masculino',
  Female: 'Femenino',
  Petitioner: 'Peticionario',
  Respondent: 'Demandado',

  // Getting started
  'Getting started': 'Para empezar',
  'Utah divorce with children': 'Divorcio en Utah con hijos',
  'Utah divorce without children': 'Divorcio en Utah sin hijos',
  'Answer each page; your answers fill the court forms. You can save and come back at any time.':
    'Conteste cada página; sus respuestas llenan los formularios del tribunal. Puede guardar y volver en cualquier momento.',
  'In which county will you file?': '¿En qué condado presentará su caso?',
  'Your district court': 'Su tribunal de distrito',
  'Have you or your spouse lived in Utah and this county for at least 3 months?':
    '¿Usted o su cónyuge han vivido en Utah y en este condado durante al menos 3 meses?',
  'Utah courts can grant a divorce only if one spouse has lived in the state and the county for 3 months. Talk to a lawyer before filing.':
    'Los tribunales de Utah solo pueden conceder el divorcio si uno de los cónyuges ha vivido en el estado y en el condado durante 3 meses. Hable con un abogado antes de presentar su caso.',

  // About you, About your spouse
  'About you': 'Sus datos',
  'Legal first name': 'Nombre legal',
  'Legal last name': 'Apellidos legales',
  'E-mail address': 'Correo electrónico',
  'Date of birth': 'Fecha de nacimiento',
  Gender: 'Sexo',
  'Phone number': 'Número de teléfono',
  'Social security number': 'Número de Seguro Social',
  'Street address': 'Dirección (calle y número)',
  City: 'Ciudad',
  State: 'Estado',
  'ZIP code': 'Código postal',
  'Is a lawyer helping you?': '¿Le está ayudando un abogado?',
  "Lawyer's name and bar number": 'Nombre del abogado y su número del Colegio de Abogados',
  'About your spouse': 'Datos de su cónyuge',
  "Spouse's legal first name": 'Nombre legal de su cónyuge',
  "Spouse's legal last name": 'Apellidos legales de su cónyuge',
  "Spouse's e-mail address (we send the invitation there)": 'Correo electrónico de su cónyuge (allí le enviaremos la invitación)',
  "Spouse's date of birth": 'Fecha de nacimiento de su cónyuge',
  "Do you know your spouse's current address?": '¿Sabe cuál es la dirección actual de su cónyuge?',
  'Without an address you will need to ask the court for permission to serve your spouse another way (for example by publication).':
    'Sin una dirección, tendrá que pedir permiso al tribunal para notificar a su cónyuge de otra manera (por ejemplo, mediante publicación).',
  'Is your spouse on active military duty?': '¿Su cónyuge está en servicio militar activo?',
  'The Servicemembers Civil Relief Act protects service members; your spouse must sign a waiver or the court may delay the case.':
    'La Ley de Ayuda Civil para Miembros del Servicio Militar (Servicemembers Civil Relief Act) protege a los militares; su cónyuge debe firmar una renuncia o el tribunal podría aplazar el caso.',

  // Your marriage
  'Your marriage': 'Su matrimonio',
  'Date of marriage': 'Fecha del matrimonio',
  'City where you married': 'Ciudad donde se casaron',
  'State where you married': 'Estado donde se casaron',
  'Country where you married': 'País donde se casaron',
  'Are you separated?': '¿Están separados?',
  'Date of separation': 'Fecha de la separación',
  'Your marriage lasted less than a year; alimony is rarely awarded in short marriages.':
    'Su matrimonio duró menos de un año; en los matrimonios cortos rara vez se concede pensión alimenticia.',
  'Grounds for divorce': 'Causal de divorcio',
  'Irreconcilable differences': 'Diferencias irreconciliables',
  'Separation for three years': 'Separación durante tres años',
  'Other grounds': 'Otra causal',
  'Describe the grounds': 'Describa la causal',
  'Separation as grounds needs a decree of separate maintenance and three years apart.':
    'La separación como causal requiere una sentencia de manutención por separado y tres años viviendo separados.',
  'Is the wife currently pregnant?': '¿La esposa está embarazada actualmente?',

  // Your children
  'Your children': 'Sus hijos',
  'How many children do you have together who are under 18?': '¿Cuántos hijos menores de 18 años tienen en común?',
  Children: 'Hijos',
  'Full name': 'Nombre completo',
  'Birth date (MM/DD/YYYY)': 'Fecha de nacimiento (MM/DD/AAAA)',
  'List every child; the parenting plan covers each of them.': 'Anote a cada uno de los hijos; el plan de crianza los incluye a todos.',
  'Is any child part of another court case (custody, protective order, adoption)?':
    '¿Alguno de los hijos forma parte de otro caso judicial (custodia, orden de protección, adopción)?',
  'Court, case number and kind of case': 'Tribunal, número de caso y tipo de caso',

  // Custody and parent-time
  'Custody and parent-time': 'Custodia y tiempo de crianza',
  'Legal custody (decisions about school, health, religion)': 'Custodia legal (decisiones sobre la escuela, la salud y la religión)',
  Joint: 'Conjunta',
  'Petitioner sole': 'Exclusiva del peticionario',
  'Respondent sole': 'Exclusiva del demandado',
  'Physical custody (where the children live)': 'Custodia física (dónde viven los hijos)',
  'Parent-time schedule for the parent without physical custody': 'Horario de tiempo de crianza para el padre o la madre sin custodia física',
  'Utah minimum (30-3-35)': 'Mínimo de Utah (30-3-35)',
  'Expanded (30-3-35.1)': 'Ampliado (30-3-35.1)',
  'Custom schedule': 'Horario propio',
  'Describe the schedule': 'Describa el horario',
  'Overnights per year with the petitioner': 'Noches al año con el peticionario',
  'Joint physical custody in Utah means each parent has the children more than 110 overnights a year.':
    'En Utah, la custodia física conjunta significa que cada padre tiene a los hijos más de 110 noches al año.',
  'Holidays to alternate': 'Días festivos que se alternan',
  "New Year's Day": 'Día de Año Nuevo',
  Easter: 'Pascua',
  Thanksgiving: 'Día de Acción de Gracias',
  'Christmas Eve': 'Nochebuena',
  'Christmas Day': 'Día de Navidad',
  'Should parent-time be supervised?': '¿Debe ser supervisado el tiempo de crianza?',
  'Why is supervision needed?': '¿Por qué se necesita supervisión?',
  'Does either parent plan to move more than 150 miles away?': '¿Alguno de los padres piensa mudarse a más de 150 millas de distancia?',
  'Who is moving, where and when?': '¿Quién se muda, adónde y cuándo?',

  // Child support
  'Child support': 'Manutención de los hijos',
  'Your gross monthly income': 'Su ingreso bruto mensual',
  "Your spouse's gross monthly income": 'Ingreso bruto mensual de su cónyuge',
  'Combined monthly income': 'Ingreso mensual combinado',
  'Your share of the combined income': 'Su parte del ingreso combinado',
  'With a combined income under $1,050 a month the low-income table applies.':
    'Con un ingreso combinado de menos de $1,050 al mes se aplica la tabla de ingresos bajos.',
  'Do you pay work-related child care?': '¿Paga usted cuidado de niños por motivos de trabajo?',
  'Monthly child care cost': 'Costo mensual del cuidado de niños',
  'Who provides health insurance for the children?': '¿Quién proporciona el seguro médico de los hijos?',
  Both: 'Ambos',
  Neither: 'Ninguno',
  'Utah law requires both parents to share the cost of the children’s health insurance when it is available.':
    'La ley de Utah exige que ambos padres compartan el costo del seguro médico de los hijos cuando esté disponible.',
  'Child support worksheet': 'Hoja de cálculo de la manutención de los hijos',
  'Are you asking for support different from the guidelines?': '¿Pide una manutención distinta de la que fijan las pautas?',
  'Explain why': 'Explique por qué',
  'Who claims the children for taxes?': '¿Quién declara a los hijos en los impuestos?',
  'Alternate years': 'Años alternos',

  // Property
  Property: 'Bienes',
  'Do you or your spouse own a home or land?': '¿Usted o su cónyuge son dueños de una casa o un terreno?',
  'Real estate': 'Bienes inmuebles',
  Address: 'Dirección',
  Equity: 'Valor neto',
  'Awarded to': 'Se adjudica a',
  'Sell and split': 'Vender y repartir',
  'Do you have vehicles?': '¿Tienen vehículos?',
  Vehicles: 'Vehículos',
  'Year, make and model': 'Año, marca y modelo',
  Value: 'Valor',
  'Retirement accounts either of you has': 'Cuentas de jubilación que tiene cualquiera de los dos',
  Pension: 'Pensión de jubilación',
  None: 'Ninguna',
  'How should retirement earned during the marriage be divided?':
    '¿Cómo se deben dividir los beneficios de jubilación acumulados durante el matrimonio?',
  'Equally (Woodward formula)': 'En partes iguales (fórmula Woodward)',
  'Each keeps their own': 'Cada uno conserva los suyos',
  Other: 'Otra forma',
  'Dividing a pension and a 401(k) needs a Qualified Domestic Relations Order (QDRO) for each plan.':
    'Para dividir una pensión de jubilación y un 401(k) se necesita una Orden Calificada de Relaciones Domésticas (QDRO) para cada plan.',
  'Total value of real estate and vehicles': 'Valor total de los bienes inmuebles y los vehículos',

  // Debts
  Debts: 'Deudas',
  'Do you have debts from the marriage (mortgage, loans, credit cards)?':
    '¿Tienen deudas del matrimonio (hipoteca, préstamos, tarjetas de crédito)?',
  Creditor: 'Acreedor',
  Balance: 'Saldo',
  'Paid by': 'La paga',
  'Both equally': 'Ambos por partes iguales',
  'Total debts': 'Total de deudas',
  'Property minus debts': 'Bienes menos deudas',
  'Your debts are larger than your property. Consider talking to a bankruptcy lawyer before you file.':
    'Sus deudas son mayores que sus bienes. Considere hablar con un abogado de bancarrota antes de presentar su caso.',

  // Alimony
  Alimony: 'Pensión alimenticia',
  'Is either spouse asking for alimony?': '¿Alguno de los cónyuges pide pensión alimenticia?',
  'Who pays alimony?': '¿Quién paga la pensión alimenticia?',
  'Monthly alimony': 'Pensión alimenticia mensual',
  'For how many months?': '¿Durante cuántos meses?',
  'Total alimony': 'Total de la pensión alimenticia',
  'In Utah alimony may not last longer than the marriage did, unless the court finds extenuating circumstances.':
    'En Utah la pensión alimenticia no puede durar más que el matrimonio, a menos que el tribunal encuentre circunstancias atenuantes.',
  'Both of you give up any right to alimony, now and in the future.': 'Ambos renuncian a todo derecho a pensión alimenticia, ahora y en el futuro.',

  // Name and documents
  'Name and documents': 'Nombre y documentos',
  'Do you want to restore a former name?': '¿Desea recuperar un nombre anterior?',
  'Former name': 'Nombre anterior',
  'Upload your marriage certificate (optional)': 'Suba su certificado de matrimonio (opcional)',
  'You can file without the certificate; keep a copy for the hearing.': 'Puede presentar su caso sin el certificado; guarde una copia para la audiencia.',
  'Mailing address for court notices': 'Dirección postal para los avisos del tribunal',
  'Where should the court send notices?': '¿Adónde debe enviar el tribunal los avisos?',
  'Same as my address': 'La misma que mi dirección',
  'Use this address': 'Usar esta dirección',
  'Mailing address': 'Dirección postal',
  'Court notices will go to the mailing address you entered.': 'Los avisos del tribunal se enviarán a la dirección postal que usted escribió.',

  // Review and sign
  'Review and sign': 'Revisar y firmar',
  'By signing you declare under criminal penalty that your answers are true.':
    'Al firmar, usted declara bajo pena criminal que sus respuestas son verdaderas.',
  'Date of signing': 'Fecha de la firma',
  'Your signature': 'Su firma',
  'You file alone: your spouse will be served with the papers.': 'Usted presenta el caso por su cuenta: se notificarán los documentos a su cónyuge.',
  'After you sign, your spouse reviews and signs the same documents.': 'Después de que usted firme, su cónyuge revisa y firma los mismos documentos.',
};
