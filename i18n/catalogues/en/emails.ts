// The e-mails' own words (issue 35): the layout every e-mail shares and the account e-mails (verify your e-mail,
// reset your password), in the recipient's language (users.language). The worker renders them (templates/emails).
const emails = {
  layout: {
    footer: '{{product}} helps you prepare your legal documents. It does not give legal advice. Questions? Write to {{supportEmail}}.',
    copyright: '© {{year}} {{product}}',
    hello: 'Hello {{name}},',
    buttonFallback: 'If the button does not work, copy this address into your browser:',
  },
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
