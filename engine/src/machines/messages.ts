// What the guides tell people at each step, word for word from end-user-journey.md §4.
export const STEP_MESSAGES = {
  missingFields: 'Some of the fields require additional attention!',
  shared: 'Your questionnaire has been shared with the respondent! Please wait until they have finished reviewing it.',
  spouseAgreed: 'Your spouse has agreed to all terms',
  respondentAgreed: 'You have agreed to all the terms!',
  waitingForSpouse:
    'You are now waiting for your spouse to respond to your comments. Until they respond, you can only check the comment history.',
  respondentWait: 'Please wait a little longer',
  confirmSignature: 'You are about to sign a legally binding agreement. Please confirm.',
  outdated: 'This form is not up to date. Clicking ok will erase all your work, but you will have the latest form data',
} as const;
