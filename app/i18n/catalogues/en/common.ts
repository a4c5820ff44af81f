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
  dismissMessage: 'Dismiss this message',
  mainNavigation: 'Main',
  adminNavigation: 'Admin',
  quickExit: {
    label: 'Exit this page',
    hint: 'Or press Shift three times.',
  },
  language: {
    switchTo: 'Read this site in {{language}}',
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
    label: 'Newsletter',
    description: 'Occasional news about {{product}}. No spam; unsubscribe any time.',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
  },
} as const;

export default common;
