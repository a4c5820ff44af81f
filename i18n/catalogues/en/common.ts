// The shell around every page (site-shell.tsx, quick-exit.tsx): the English catalogue is the reference every other
// language's catalogue must match key for key (a type error otherwise, and catalogues.test.ts).
const common = {
  skipToContent: 'Skip to content',
  goBack: 'Go Back',
  signOut: 'Sign Out',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  userProfile: 'User Profile',
  adminMenu: 'Admin menu',
  adminFunctions: 'Admin Functions',
  pleaseWait: 'Please Wait...',
  /** the error summary's heading (GOV.UK's words) */
  errorSummaryTitle: 'There is a problem',
  /** a confirmation dialog's answers */
  yes: 'Yes',
  no: 'No',
  dismissMessage: 'Dismiss this message',
  mainNavigation: 'Main',
  adminNavigation: 'Admin',
  quickExit: {
    label: 'Exit this page',
    hint: 'Or press Shift three times.',
  },
  language: {
    switchTo: 'Read this site in {{language}}',
    /** above a workflow read in another language before its author marked that translation reviewed (ADR 035) */
    notReviewed: 'The Spanish translation of this questionnaire has not been reviewed yet. If something is unclear, you can switch the language to English.',
    /** on the signing step, in a language other than English (issue 35, item 4) */
    courtDocumentsInEnglish: "Court documents print in English, whatever language you read Accord in: Utah's courts take filings in English. Answers you typed print as you typed them.",
  },
  footer: {
    legalAdvice: 'Legal advice',
    contactUs: 'Contact us',
    termsOfService: 'Terms of service',
    privacyPolicy: 'Privacy policy',
    accessibility: 'Accessibility statement',
    notALawFirm: '{{product}} is not a law firm and does not give legal advice.',
    copyright: '© {{year}} {{product}}',
  },
  nav: {
    home: 'Home',
    divorceForms: 'Divorce Forms',
    typeForms: '{{type}} Forms',
    yourForms: 'Your Forms',
    sharedForms: 'Shared Forms',
  },
  sessionActivity: {
    title: 'Session Activity',
    expiresIn_one: 'Your session will expire in {{count}} second',
    expiresIn_other: 'Your session will expire in {{count}} seconds',
    lessThan: 'Less than {{count}} seconds left before your session expires.',
    logout: 'Logout',
    continue: 'Continue',
  },
  status: {
    apologyTitle: 'Our Apologies... Support has been notified',
    apologyLead: 'Something went wrong on our side.',
    apologyDetail: 'Nothing you saved has been lost. Please try again in a moment.',
    contactSupport: 'Contact support',
    homePage: 'Go to the home page',
    notFoundTitle: 'Page Not Found',
    notFoundDetail: 'We could not find the page you asked for. It may have moved.',
    contactUs: 'Contact us',
    maintenanceTitle: 'Site Maintenance in Progress',
    maintenanceDetail: 'We are improving {{product}} and will be back shortly. Your saved answers are safe. Please check again soon.',
    busyTitle: 'We are very busy just now',
    busyDetail: 'So many people are using the site at this moment that we could not finish this. Nothing you saved has been lost, and what you typed stays on this page. Please try again in a moment.',
    forbiddenTitle: 'This page is for administrators',
    forbiddenDetail: 'Your account does not have access to this page.',
    /** the browser tab's title of a status page: 'Page Not Found | Accord' */
    pageTitle: '{{title}} | {{product}}',
    apologyTabTitle: 'Our Apologies',
  },
  signInNotices: {
    idleTimeout: 'Your session ended after a period of inactivity. Please sign in again.',
    signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
    accountExists: 'An account with this e-mail already exists. Please sign in.',
    accountCreated: 'Your account is created. Please check your email and open the link we sent to verify your address, then sign in.',
    spouseStarted: 'Looks like your spouse has already started the process.',
    accountCreatedSpouseStarted: '{{created}} {{spouseStarted}}',
    accountDeleted: 'Your account is deleted.',
  },
  newsletter: {
    subscribed: 'Thank you. You are subscribed to the {{product}} newsletter.',
    invalid: 'Please enter a valid e-mail address.',
    rateLimited: 'Too many attempts. For your safety, please wait 15 minutes before trying again, or reset your password.',
    useTheForm: 'Use the form at the bottom of any page to subscribe.',
    back: 'Back to {{product}}',
    pageTitle: 'Newsletter | {{product}}',
    label: 'Newsletter',
    description: 'Occasional news about {{product}}. No spam; unsubscribe any time.',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
  },
  /** before a page's title in the browser tab while the page shows errors (GOV.UK's pattern) */
  errorTitlePrefix: 'Error: ',
} as const;

export default common;
