// The e-mails' own words (issue 35): the layout every e-mail shares, the account e-mails (verify your e-mail, reset
// your password), the step e-mails between the spouses, the scheduled ones, the receipts, the account-deletion ones
// and the administrators' (collaborate, stakeholder), in the recipient's language (users.language, or for a spouse
// without an account the language the share dialog chose). The worker renders them (templates/emails); each
// e-mail's subject is also what the e-mail row keeps. "{{workflowName}}" is the form's name as its author wrote it.
const emails = {
  layout: {
    footer: '{{product}} helps you prepare your legal documents. It does not give legal advice. Questions? Write to {{supportEmail}}.',
    copyright: '© {{year}} {{product}}',
    hello: 'Hello {{name}},',
    buttonFallback: 'If the button does not work, copy this address into your browser:',
  },
  /** the step e-mails (end-user-journey.md §4, §7); {{other}} is the other party: the spouse, or a type's own name */
  step: {
    spouse: 'spouse',
    invite: {
      subject: '{{fromName}} has asked you to review "{{workflowName}}"',
      p1: '{{fromName}} has started "{{workflowName}}" on Accord, a guided way to prepare divorce documents together, and has invited you to review the answers.',
      p1Other: '{{fromName}} has started "{{workflowName}}" on Accord, a guided way to prepare legal documents together, and has invited you to review the answers.',
      p2: 'Take your time. You can read every page, leave a comment where you would like something changed, and then either agree to the terms or send the form back. Nothing is final until you both agree and sign.',
      p3: 'The button below takes you to Accord with your e-mail address already filled in. If you do not have an account yet, you will create one first; it is free.',
      button: 'Review the questionnaire',
    },
    share: {
      subject: '{{fromName}} sent "{{workflowName}}" back to you for review',
      p1: '{{fromName}} has answered your review of "{{workflowName}}" and would like you to look at it again.',
      p2: 'Please read each page, leave a comment where you would like a change, and then agree to the terms or send the form back for review.',
      button: 'Review the questionnaire',
    },
    agreed: {
      subject: '{{fromName}} agreed to all terms of "{{workflowName}}"',
      p1: 'Your {{other}} has agreed to all terms. {{fromName}} has reviewed "{{workflowName}}" and agreed to it.',
      p2: 'You can now go on to the next step.',
      button: 'Continue',
    },
    sign: {
      subject: 'Please review and e-sign "{{workflowName}}"',
      p1: '{{fromName}} has signed the stipulation of "{{workflowName}}", the agreement you both reviewed.',
      p2: 'When you are ready, please read it once more and add your e-signature. You can sign with your finger or mouse, or simply type your full name. Once you have signed, you will both receive your final documents.',
      button: 'Review and sign',
    },
    signed: {
      subject: '{{fromName}} has signed "{{workflowName}}"',
      p1: 'Your {{other}} has signed. {{fromName}} has added their e-signature to the stipulation of "{{workflowName}}" that you signed.',
      p2: 'Nothing more is needed from either of you to sign: your final documents are made from both signatures and can be downloaded from your guide.',
      button: 'Open your guide',
    },
    completed: {
      subject: '"{{workflowName}}" is signed by both of you',
      p1: 'Both of you have now signed "{{workflowName}}". Thank you for working through it together; we know this is not easy.',
      p2: 'Your final documents are being prepared and can be downloaded from your guide. They carry both signatures and a page that records when and how each of you signed.',
      p3: 'Under Utah law there is a 30-day waiting period after the petition is filed before the divorce can be final.',
      button: 'Download your documents',
    },
    disagreement: {
      subject: '{{fromName}} no longer agrees to "{{workflowName}}"',
      p1: '{{fromName}} has withdrawn their agreement to "{{workflowName}}" and sent it back for review.',
      p2: 'Please read their comments, make any changes, and send the form back to them.',
      button: 'Open the questionnaire',
    },
    'sent-back': {
      subject: '{{fromName}} sent "{{workflowName}}" back to you with comments',
      p1: '{{fromName}} has reviewed "{{workflowName}}" and sent it back to you instead of agreeing.',
      p2: 'Please read their comments, change any answers you agree to change, and then choose Finish Replying so they can review it again.',
      button: 'Read the comments',
    },
    'sign-again': {
      subject: 'Please sign "{{workflowName}}" again',
      p1: 'We could not make the final documents of "{{workflowName}}" from the signatures given, and we are sorry for the trouble.',
      p2: 'Your answers and the agreement are kept. Please open the form, read the stipulation once more and sign it again; your final documents are made as soon as everyone has signed.',
      button: 'Sign again',
    },
    restarted: {
      subject: '{{fromName}} restarted "{{workflowName}}"',
      p1: '{{fromName}} has restarted "{{workflowName}}" from the beginning of the questionnaire. The form is no longer shared with you, and any agreement or signature you gave on it no longer counts.',
      p2: 'If they share the questionnaire with you again, you will receive an e-mail inviting you to review it. Nothing you need to do until then.',
      button: 'Open your shared forms',
    },
    'answers-changed': {
      subject: 'Answers in "{{workflowName}}" changed after you agreed',
      p1: 'Answers in "{{workflowName}}", which {{fromName}} shared with you, were changed after you agreed to it. Your agreement, and any signature given on it, no longer counts: nobody agrees to or signs something they were not shown.',
      p2: 'When the questionnaire is shared with you again, you will receive an e-mail. Its pages then show what changed since you last looked, and you can agree again or send it back.',
      button: 'Open the questionnaire',
    },
  },
  /** the scheduled e-mails (end-user-journey.md §9) */
  followUp: {
    'completion-follow-up': {
      subject: 'It has been 30 days since "{{workflowName}}" was completed',
      p1: 'It has been 30 days since "{{workflowName}}" was signed and completed. We hope you are taking good care of yourself.',
      p2: 'Under Utah law there is a 30-day waiting period after the petition is filed before a divorce can be final. If you filed your documents with the court when you completed them, that period may now have passed; the court will tell you about the next steps in your case.',
      p2OnePerson: 'If you filed your documents with the court, the court will tell you about the next steps in your case.',
      p3: 'Your signed documents stay in your account, and you can download them again at any time.',
      button: 'Open your documents',
    },
    'incomplete-reminder': {
      subject: '"{{workflowName}}" is waiting for you',
      p1: 'It has been a week since anything changed on "{{workflowName}}". There is no rush: everything you have written is saved.',
      p2: 'When you feel ready, you can pick up exactly where you left off. If something is unclear or you need help, just reply to this e-mail.',
      button: 'Continue your form',
    },
  },
  /** to administrators (workflow-builder.md §4, §7) */
  collaborate: {
    subject: '{{fromName}} shared the workflow "{{workflowName}}" with you',
    body: '{{fromName}} has added you as a collaborator on the workflow "{{workflowName}}". You can now open it from Manage Workflows and edit it in the builder.',
    button: 'Open Manage Workflows',
  },
  stakeholder: {
    subject: '{{fromName}} asks you to approve the workflow "{{workflowName}}"',
    body: '{{fromName}} has submitted the workflow "{{workflowName}}" for publishing and named you as a stakeholder. It reaches people only after every stakeholder approves it. Please preview its questions and rules, then approve or reject it.',
    button: 'Review the workflow',
  },
  /** the payment receipts; amounts keep US separators in every language */
  receipt: {
    subject: 'Your Accord payment receipt',
    subjectFinal: 'Your Accord final payment receipt',
    subjectOneTime: 'Your Accord one-time payment receipt',
    preview: 'Receipt: ${{amount}}',
    initial: 'Thank you for your initial payment: your questionnaire is ready to fill out.',
    final: 'Thank you for your final payment: your documents are ready to review and sign.',
    oneTime: 'Thank you for your one-time payment.',
    price: 'Price: ${{price}}',
    discount: 'Discount ({{couponCode}}): -${{discount}}',
    total: 'Total paid: ${{amount}} USD',
    order: 'Order: {{orderId}}',
  },
  /** a person deleted their own account (docs/decisions/030-account-deletion.md) */
  accountDeleted: {
    subject: 'Your Accord account is deleted',
    body: 'Your Accord account, your forms and their answers are deleted. If you did not ask for this, write to us at once.',
  },
  formWithdrawn: {
    subject: "{{name}} has withdrawn the form '{{workflowName}}'",
    body: "{{name}} deleted their Accord account, so the form '{{workflowName}}' they shared with you is withdrawn and you can no longer open it. Documents you downloaded before stay yours.",
  },
  spouseLeft: {
    subject: "{{name}} has left the form '{{workflowName}}'",
    body: "{{name}} deleted their Accord account and left the form '{{workflowName}}' you shared with them. Your answers stay. To go on with your spouse, restart the form and share it with the address they use now.",
  },
  /** the e-mail test form's 'practice' kind (administration-platform.md §7) */
  practiceNote: 'This is a practice e-mail from Accord: nothing needs doing.',
  verify: {
    subject: 'Please verify your e-mail for {{product}}',
    preview: 'Please confirm your e-mail address to finish creating your {{product}} account.',
    body: 'Thank you for creating your {{product}} account. Please confirm that this is your e-mail address, then sign in.',
    button: 'Verify my e-mail',
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your {{product}} password',
    preview: 'Choose a new password for your {{product}} account.',
    body: 'Someone asked to reset the password of your {{product}} account. If it was you, choose a new password with the button below. The link works once, for one hour.',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
} as const;

export default emails;
