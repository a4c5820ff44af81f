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
  newsletter: {
    label: 'Newsletter',
    description: 'Occasional news about {{product}}. No spam; unsubscribe any time.',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
  },
} as const;

export default common;
