// The guide's own pages: the setup stepper, My Documents and shared forms, paying, signing, sharing and the final document (issue 35).
// The English catalogue is the reference every other language must match key for key.
const guide = {
  /** the other party when it is a spouse; a type's own name for it (ADR 028) is the author's word, shown as written */
  otherParty: { spouse: 'spouse' },
  setup: {
    title: { divorce: 'Divorce Forms', other: 'Your Forms' },
    heading: { divorce: 'Find your divorce forms', other: 'Find your forms' },
    stepsLabel: 'Setup steps',
    steps: {
      State: 'State',
      Type: 'Type',
      Participating: 'Participating',
      Children: 'Children',
      County: 'County',
      Tutorial: 'Tutorial',
      Jurisdiction: 'Jurisdiction',
    },
    stepOf: 'Step {{number}} of {{count}}: {{name}}',
    continue: 'Continue',
    back: 'Back',
    state: 'In which state will you file?',
    type: 'What kind of form do you need?',
    participating: {
      legend: 'Who is taking part?',
      together: 'My {{other}} and I together (collaborative)',
      togetherDetail: 'Your {{other}} reviews, comments and signs online.',
      alone: 'Only me (unilateral)',
      aloneDetail: 'You prepare and file the documents on your own.',
    },
    children: {
      legend: 'Do you and your spouse have minor children together?',
      with: 'Yes, with children',
      without: 'No, without children',
    },
    county: { label: 'In which county will you file?', any: 'Any county' },
    tutorial: {
      heading: 'How working together works',
      video: 'Watch the tutorial video (opens a new tab)',
      answer: 'You answer the questionnaire at your own pace; every answer is saved as you go.',
      share: 'You share it with your {{other}}, who reads it, can comment on any answer, and agrees or sends it back to you.',
      sign: 'When you both agree, the final payment is made and you both sign online.',
      download: 'You both download the finished court documents, ready to file.',
    },
    jurisdiction: {
      heading: 'Jurisdiction',
      confirmAlone:
        'These forms are for {{jurisdiction}}. By continuing you confirm that you meet the residency rules of {{state}} and that this is the court where you will file.',
      confirmTogether:
        'These forms are for {{jurisdiction}}. By continuing you confirm that you or your {{other}} meet the residency rules of {{state}} and that this is the court where you will file.',
      agree: 'I Agree',
    },
    messages: {
      noType: 'Sorry, could not find a {{type}} form for {{state}}.',
      noFormWithChildren: 'Sorry, could not find a {{state}} form with children for {{county}} county',
      noFormWithChildrenAnyCounty: 'Sorry, could not find a {{state}} form with children for any county',
      noFormWithoutChildren: 'Sorry, could not find a {{state}} form without children for {{county}} county',
      noFormWithoutChildrenAnyCounty: 'Sorry, could not find a {{state}} form without children for any county',
      noFormOfType: 'Sorry, could not find a {{state}} {{type}} form for {{county}} county',
      noFormOfTypeAnyCounty: 'Sorry, could not find a {{state}} {{type}} form for any county',
      incomplete: 'Please complete every step first.',
    },
    failed: 'Forms you have already started are kept. Please try this step again in a moment.',
  },
  /** the guide's steps for the petitioner, by number (My Documents names the step a form is on) */
  petitionerSteps: {
    '1': 'Fill Out Questionnaire',
    '2': 'Share Questionnaire',
    '3': 'Review Questionnaire & Comments',
    '4': 'Pay For Completed Documents',
    '5': 'Review',
    '6': 'Spousal Review & E-Signature',
    '7': 'Completed Documents',
  },
  sharedForms: {
    title: 'Shared Forms',
    tabTitle: 'Shared Forms · Accord',
    none: 'Nothing has been shared with you yet. When your spouse shares a questionnaire, you receive an e-mail and it appears here.',
    county: '{{county}} County',
    new: 'New',
    from: 'From:',
    agreed: 'You have agreed to all the terms.',
    survey: 'Open the shared survey',
  },
};

export default guide;
