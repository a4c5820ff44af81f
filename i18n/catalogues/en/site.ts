// The public site (home, about us, contact us, the accessibility statement, practice, the legal pages, the wait page
// and the document verification page): the English catalogue is the reference the other languages match key for key.
// Tags such as <legal>…</legal> are the page's links (react-i18next's Trans puts them in).
const site = {
  home: {
    tabTitle: 'Accord: prepare your divorce documents online',
    description: 'Answer plain questions, share them with your spouse, sign online and download court-ready divorce documents for your state.',
    title: 'Prepare your divorce documents, one calm step at a time',
    lead: "Accord is for people preparing their own divorce papers, on their own or together with their spouse. You answer plain questions at your own pace, and Accord fills in your state's court forms from your answers.",
    statesReady: 'Forms are ready today for {{states}}.',
    createAccount: 'Create your account',
    about: 'About Accord',
    signIn: 'Sign in',
    typesTitle: 'What you can prepare',
    typeLink: '{{type}}: create your account',
    onYourOwn: '(on your own)',
    howTitle: 'How it works',
    steps: {
      answer: { title: 'Answer plain questions', detail: 'About you, your spouse, your children and what you own and owe. Every answer is saved as you type.' },
      agree: { title: 'Agree together, or file alone', detail: 'Share the questionnaire with your spouse to review, comment and agree, or prepare it on your own.' },
      sign: { title: 'Sign and download', detail: 'Sign online and download the court forms for your state, filled in from your answers.' },
    },
    costTitle: 'What it costs',
    costLead: 'One price for the whole form, paid in two parts. Court filing fees are separate and paid to the court.',
    price: '${{total}}',
    priceParts: '${{level1}} to start, ${{level2}} for the completed documents',
    withSpouse: { title: 'With your spouse', detail: 'Your spouse reviews, comments and signs online.' },
    alone: { title: 'On your own', detail: 'You prepare and file the documents yourself.' },
    helpTitle: 'Not legal advice',
    help: 'Accord is not a law firm. If your situation is complicated or you do not feel safe, please read our <legal>legal advice</legal> page. Questions? <contact>Contact us</contact>.',
  },
  pricesNotSet: 'Prices are shown here as soon as they are set.',
  about: {
    title: 'About Us',
    tabTitle: 'About Accord: prepare your divorce documents with care',
    heading: 'Prepare your divorce documents, one calm step at a time',
    lead: 'Accord asks you plain questions about your situation, lets your spouse review and agree, and fills in the court forms for your state from your answers.',
    steps: {
      answer: { title: 'Answer the questionnaire', detail: 'Save as you go. Nothing you write is lost.' },
      share: { title: 'Share it with your spouse', detail: 'They can review, comment, agree or send it back.' },
      sign: { title: 'Sign and download', detail: 'Both of you e-sign, then download court-ready PDF documents.' },
    },
    createAccount: 'Create an account',
    haveAccount: 'I already have an account',
  },
  contact: {
    title: 'Contact Us',
    tabTitle: 'Contact us and frequent questions | Accord',
    heading: 'Contact us',
    writeToUs: 'Write to us at <email>{{email}}</email>. We answer by e-mail. Please do not send passwords or documents by e-mail.',
    danger: 'If you are in danger, call 911. For legal questions, see <legal>legal advice</legal>.',
    faqTitle: 'Frequent questions',
    faq: {
      cost: {
        question: 'What does Accord cost?',
        notSet: 'Prices are shown here as soon as they are set. Court filing fees are separate and paid to the court.',
        answer:
          'Working together with your spouse costs ${{together}} in all: ${{togetherStart}} to start the questionnaire and ${{togetherDocuments}} for the completed documents. Filing on your own costs ${{alone}}: ${{aloneStart}} to start and ${{aloneDocuments}} for the completed documents. Court filing fees are separate and paid to the court.',
      },
      lose: { question: 'Will I lose what I have written?', answer: 'No. Every answer is saved as you type, and you can stop and come back at any time from any device.' },
      see: { question: 'Who can see my answers?', answer: 'Only you, and the spouse you choose to share your questionnaire with. Your spouse sees it only after you send the invitation.' },
      account: {
        question: 'Does my spouse need an account?',
        answer: 'Yes, if you work together: your spouse gets an e-mail invitation and creates a free account to review, comment and sign. If you file on your own, your spouse is not involved in Accord.',
      },
      lawyer: { question: 'Is Accord a lawyer?', answer: 'No. Accord helps you prepare your own documents; it does not give legal advice. See the legal advice page for where to find a lawyer.' },
      password: { question: 'I forgot my password.', answer: 'Use "Forgot your password?" on the sign-in page. We e-mail you a link to choose a new one.' },
      disagree: {
        question: 'My spouse and I do not agree on everything.',
        answer: 'Your spouse can comment on any answer and send the questionnaire back to you. If you cannot agree, please speak with a lawyer or a mediator before filing.',
      },
    },
  },
  accessibility: {
    title: 'Accessibility',
    tabTitle: 'Accessibility statement | Accord',
    heading: 'Accessibility statement',
    intro:
      'Accord is for everyone who needs to prepare their divorce documents, whatever the way they use a computer or a phone. You should be able to use every page with a keyboard alone, with a screen reader, zoomed to 200% or on a screen 320 pixels wide, and with JavaScript turned off.',
    standardTitle: 'The standard',
    standard:
      "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 and 2.2 at level AA: the level the US Department of Justice's 2024 rule under Title II of the Americans with Disabilities Act sets for state and local government web content. Our forms follow the GOV.UK Design System: an error summary at the top of a refused form, a title and a heading for every page and step, and dialogs that take and give back the keyboard focus.",
    checkTitle: 'How we check it',
    checks: {
      axe: 'Automatic checks (axe) of the pages, for each kind of user, with JavaScript on and off.',
      keyboard:
        "Tests that use the keyboard alone: the skip link goes to the main content, and on a questionnaire page straight to its first question; focus moves to each new page's heading, into each dialog and back out of it.",
      titles: 'Tests of titles, error summaries, the contrast of our colours and the quick exit.',
      byHand: 'Looking at the pages by hand at phone and desktop widths and at 200% zoom.',
    },
    gapsTitle: 'What does not meet the standard yet',
    gaps: {
      adminForms: "Some administrators' forms do not show an error summary yet; their messages are shown beside each field.",
      drawer: 'The comments drawer does not yet always give the focus back where it was, and on a narrow screen it can cover the page behind it.',
      disabled: 'Some buttons that cannot be used yet are taken out of the keyboard order instead of saying why they cannot be used.',
      pdf: 'Your signed documents are PDF files; a text version of the stipulation is not yet shown on the signing page.',
      dragDrop: "The workflow builder's drag and drop has a keyboard alternative, but not yet one for a single click or tap.",
    },
    exitTitle: 'Leaving quickly',
    exit: "Every page has an ‘Exit this page’ button at the top. It, or pressing Shift three times, takes you at once to a weather website and replaces this page in your browser's history.",
    reportTitle: 'Tell us about a barrier',
    report:
      'If something on Accord is hard or impossible for you to use, please tell us: e-mail <email>{{email}}</email> or use our <contact>contact page</contact>. Say which page it was and what happened. We answer within 5 working days, and we can help you finish your forms another way in the meantime.',
  },
  practice: {
    title: 'Practice',
    tabTitle: 'Practice | Accord',
    heading: 'Practice before you begin',
    lead: 'The questionnaire goes at your pace and saves as you go. It helps to have these at hand:',
    items: {
      details: { title: 'Your details and your spouse’s', detail: 'Legal names, dates of birth, addresses, and your spouse’s e-mail.' },
      marriage: { title: 'Your marriage', detail: 'The date and place of your marriage and the date you separated.' },
      children: { title: 'Children', detail: 'Names and dates of birth of any children, and how you plan to share their care.' },
      property: { title: 'Property and debts', detail: 'Homes, vehicles, accounts, retirement plans and debts, and who keeps what.' },
      support: { title: 'Support', detail: 'Income of both spouses, and any child support or alimony you agree on.' },
    },
    ready: 'Ready? <create>Create an account</create> or <signIn>sign in</signIn>.',
  },
  legal: {
    tabTitle: '{{title}} | Accord',
    'legal-advice': {
      title: 'Legal advice',
      p1: 'Accord helps you prepare your own divorce documents from your answers. Accord is not a law firm, and nothing in Accord is legal advice.',
      p2: 'If your situation is complicated (disagreements about children, property or support; a business; safety concerns), please speak with a lawyer licensed in your state. Many courts and bar associations run free or low-cost legal help lines.',
      p3: 'If you are in danger, call 911.',
    },
    'terms-of-service': {
      title: 'Terms of service',
      p1: 'By creating an account you agree to use Accord to prepare your own documents, to give true answers, and to keep your password to yourself.',
      p2: 'You remain responsible for reviewing your documents and for filing them with the court. Accord does not file documents for you and does not give legal advice.',
      p3: 'You may close your account at any time by writing to us.',
    },
    'privacy-policy': {
      title: 'Privacy policy',
      p1: 'Your answers are yours. Accord keeps them to prepare your documents and shares them only with the spouse you invite, at the level of access you choose.',
      p2: 'We send you e-mails about your account and your documents. We send news only if you ask for it, and you can stop it at any time.',
      p3: 'We do not sell your information.',
    },
  },
  wait: {
    title: 'Please wait',
    tabTitle: 'Waiting for your spouse | Accord',
    heading: 'Your spouse has not started yet',
    lead: 'Please wait for your spouse to start the process. When your spouse finishes the questionnaire, you will receive an e-mail inviting you to review it.',
    nothingToDo: 'There is nothing you need to do now. You can close this page.',
  },
};

export default site;
