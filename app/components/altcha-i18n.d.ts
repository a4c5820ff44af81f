// ALTCHA's language modules register their words with the widget when imported and export nothing; the package
// ships no declaration for the Latin American Spanish one.
declare module 'altcha/i18n/es-419';
