// The step machine of one user workflow (end-user-journey.md §4), built with XState v5. Two parallel
// regions: the petitioner's steps 1 to 7 (collaborative; the unilateral path uses 1, 4, 5 and 7) and
// the respondent's steps 1 to 3 (with `notShared` before the invitation). Guards and actions are named
// and implemented in one place; side effects are emitted for the app to carry out.
import { and, assign, emit, not, or, setup, stateIn } from 'xstate';
import { readSignature } from '../answers/read-answer.ts';
import type { UserWorkflowEmitted, UserWorkflowEvent } from './events.ts';
import { STEP_MESSAGES } from './messages.ts';

export interface UserWorkflowContext {
  collaborate: boolean;
  paidLevel1: boolean;
  paidLevel2: boolean;
  /** The first sharing entry's agreedWithSpouse. */
  spouseAgreed: boolean;
  /** The respondent sent the form back: their comments are locked until the petitioner replies. */
  commentsDisabled: boolean;
  petitionerSigned: boolean;
  respondentSigned: boolean;
  signatureRequestSentAt: string | null;
  respondentSignedAt: string | null;
  /** Spouse notifications at step 6: the third starts a one-day block (not for admins). */
  spouseNotifications: { count: number; blockedSince: string | null };
}

export interface UserWorkflowInput {
  /** The workflow's collaborate flag (default true). */
  collaborate?: boolean;
  paidLevel1?: boolean;
  paidLevel2?: boolean;
}

export const NOTIFY_SPOUSE_LIMIT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

type Loose = { type: string } & Record<string, unknown>;
const loose = (event: UserWorkflowEvent) => event as unknown as Loose;
const isAdmin = (event: UserWorkflowEvent) => loose(event).admin === true;
const stamp = (event: UserWorkflowEvent) =>
  typeof loose(event).at === 'string' ? (loose(event).at as string) : new Date().toISOString();
const missing = (event: UserWorkflowEvent) => {
  const n = loose(event).missingRequired;
  return typeof n === 'number' ? n : 0;
};

const petitionerStep = (n: number) => `#userWorkflow.petitioner.step${n}`;
const respondentStep = (n: number) => `#userWorkflow.respondent.step${n}`;

/** Resets the sharing, agreement and signatures: a restart or an outdated-form update. */
const RESET_SHARING = {
  spouseAgreed: false,
  commentsDisabled: false,
  petitionerSigned: false,
  respondentSigned: false,
  signatureRequestSentAt: null,
  respondentSignedAt: null,
  spouseNotifications: { count: 0, blockedSince: null },
} satisfies Partial<UserWorkflowContext>;

/**
 * `answersEditable`: the petitioner's answers may be changed (autosave, the page's save, a form-data upload).
 * `level2PaymentOpen`: the final payment may be taken now (the pay page refuses level 2 anywhere else).
 * `completed`: the form is complete (both signed, or the unilateral petitioner proceeded): step 7.
 */
export type UserWorkflowTag = 'answersEditable' | 'level2PaymentOpen' | 'completed';

export const userWorkflowSetup = setup({
  types: {
    context: {} as UserWorkflowContext,
    events: {} as UserWorkflowEvent,
    input: {} as UserWorkflowInput,
    emitted: {} as UserWorkflowEmitted,
    tags: {} as UserWorkflowTag,
  },
  guards: {
    collaborative: ({ context }) => context.collaborate,
    unilateral: ({ context }) => !context.collaborate,
    /** Level 1 paid, or an administrator (treated as having paid). */
    paidLevel1: ({ context, event }) => context.paidLevel1 || isAdmin(event),
    paidLevel2: ({ context, event }) => context.paidLevel2 || isAdmin(event),
    /** Missing required fields allow steps 2 and 3 once the person chose 'Proceed Anyway'. */
    noMissingOrProceedAnyway: ({ event }) => missing(event) === 0 || loose(event).proceedAnyway === true,
    /** Missing required fields stop everything beyond step 3. */
    noMissingRequired: ({ event }) => missing(event) === 0,
    confirmed: ({ event }) => loose(event).confirmed === true,
    spouseEmailGiven: ({ event }) => {
      const email = loose(event).spouseEmail;
      return email === undefined || (typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email));
    },
    spouseAgreed: ({ context }) => context.spouseAgreed,
    commentsDisabled: ({ context }) => context.commentsDisabled,
    agreedOrSigned: ({ context }) => context.spouseAgreed || context.petitionerSigned || context.respondentSigned,
    validSignature: ({ event }) => readSignature(loose(event).signature).value !== undefined,
    petitionerSignedOrAdmin: ({ context, event }) => context.petitionerSigned || isAdmin(event),
    termsAccepted: ({ event }) => loose(event).termsAccepted === true,
    hasAccess: ({ event }) => loose(event).access !== false,
    admin: ({ event }) => isAdmin(event),
    paymentLevel1: ({ event }) => loose(event).level === 1,
    paymentLevel2: ({ event }) => loose(event).level === 2,
    mayNotifySpouse: ({ context, event }) => {
      if (isAdmin(event)) return true;
      const { blockedSince } = context.spouseNotifications;
      return blockedSince === null || Date.parse(stamp(event)) - Date.parse(blockedSince) >= DAY_MS;
    },
    adminGoesTo: ({ event }, params: { step: number }) => isAdmin(event) && loose(event).step === params.step,
  },
  actions: {
    recordPayment: assign(({ context, event }) => ({
      paidLevel1: context.paidLevel1 || loose(event).level === 1 || loose(event).level === 2,
      paidLevel2: context.paidLevel2 || loose(event).level === 2,
    })),
    markShared: assign({ commentsDisabled: false, spouseAgreed: false }),
    noticeShared: emit({ type: 'notice', text: STEP_MESSAGES.shared }),
    emailInvite: emit({ type: 'email', template: 'invite', to: 'respondent' }),
    emailShare: emit({ type: 'email', template: 'share', to: 'respondent' }),
    mirrorSentBack: emit({ type: 'sharing.update', commentsDisabled: true, confirmation: 'sent-back' }),
    mirrorCommentsOpen: emit({ type: 'sharing.update', commentsDisabled: false }),
    mirrorAgreed: emit({ type: 'sharing.update', agreedWithSpouse: true, confirmation: 'agreed' }),
    mirrorAgreementWithdrawn: emit({ type: 'sharing.update', agreedWithSpouse: false, confirmation: 'withdrawn' }),
    // the answers changed under the agreement: it no longer counts, though the spouse did not take it back
    mirrorAgreementVoided: emit({ type: 'sharing.update', agreedWithSpouse: false }),
    enableComments: assign({ commentsDisabled: false }),
    lockComments: assign({ commentsDisabled: true }),
    noticeWaiting: emit({ type: 'notice', text: STEP_MESSAGES.waitingForSpouse }),
    markSpouseAgreed: assign({ spouseAgreed: true }),
    noticeRespondentAgreed: emit({ type: 'notice', text: STEP_MESSAGES.respondentAgreed }),
    emailAgreed: emit({ type: 'email', template: 'agreed', to: 'petitioner' }),
    generateStipulation: emit({ type: 'documents.generate', which: 'stipulation' }),
    generateFinal: emit({ type: 'documents.generate', which: 'final' }),
    redirectToPaymentLevel2: emit({ type: 'redirect', to: 'payment', level: 2 }),
    redirectToPaymentLevel1: emit({ type: 'redirect', to: 'payment', level: 1 }),
    recordPetitionerSignature: assign(({ event }) => ({
      petitionerSigned: true,
      signatureRequestSentAt: stamp(event),
    })),
    emailSignatureRequest: emit({ type: 'email', template: 'sign', to: 'respondent' }),
    countSpouseNotification: assign(({ context, event }) => {
      const { count, blockedSince } = context.spouseNotifications;
      const fresh = blockedSince !== null && Date.parse(stamp(event)) - Date.parse(blockedSince) >= DAY_MS;
      const next = (fresh ? 0 : count) + 1;
      return {
        spouseNotifications: {
          count: next,
          blockedSince: isAdmin(event)
            ? blockedSince
            : next >= NOTIFY_SPOUSE_LIMIT
              ? stamp(event)
              : fresh
                ? null
                : blockedSince,
        },
      };
    }),
    recordRespondentSignature: assign(({ event }) => ({ respondentSigned: true, respondentSignedAt: stamp(event) })),
    // the spec's notifyPetitionerThatRespondentSigned: the petitioner learns the spouse signed, then both get 'completed'
    emailSpouseSigned: emit({ type: 'email', template: 'signed', to: 'petitioner' }),
    emailCompleted: emit({ type: 'email', template: 'completed', to: 'both' }),
    resetSharing: assign(RESET_SHARING),
    emitSharingReset: emit({ type: 'sharing.reset' }),
    emitRebuild: emit({ type: 'workflow.rebuild' }),
    snapshotForRespondent: emit({ type: 'answers.snapshot', passedTo: 'respondent' }),
    snapshotForPetitioner: emit({ type: 'answers.snapshot', passedTo: 'petitioner' }),
    supersedeSignatures: emit({ type: 'signatures.supersede' }),
    respondentRestart: assign({
      spouseAgreed: false,
      petitionerSigned: false,
      respondentSigned: false,
      signatureRequestSentAt: null,
      respondentSignedAt: null,
    }),
    emailDisagreement: emit({ type: 'email', template: 'disagreement', to: 'petitioner' }),
    clearSignatures: assign({ petitionerSigned: false, respondentSigned: false, signatureRequestSentAt: null, respondentSignedAt: null }),
    voidAgreement: assign({ spouseAgreed: false }),
    emailSentBack: emit({ type: 'email', template: 'sent-back', to: 'petitioner' }),
    emailSignAgainBoth: emit({ type: 'email', template: 'sign-again', to: 'both' }),
    emailSignAgainPetitioner: emit({ type: 'email', template: 'sign-again', to: 'petitioner' }),
    emailRestarted: emit({ type: 'email', template: 'restarted', to: 'invited' }),
    // the spouse the form was shared with learns that their agreement (and any signature) no longer counts
    emailAnswersChanged: emit({ type: 'email', template: 'answers-changed', to: 'invited' }),
    // the scheduled e-mails follow the petitioner's steps: entering a step of a form not completed is a change
    // (its reminder moves to 7 days from now); completing it trades the reminder for the 30-day follow-up,
    // and leaving the completed step (a restart, an update, an admin's move) cancels that follow-up
    scheduleReminder: emit({ type: 'email.schedule', kind: 'incomplete-reminder' }),
    cancelReminder: emit({ type: 'email.cancel', kind: 'incomplete-reminder' }),
    scheduleFollowUp: emit({ type: 'email.schedule', kind: 'completion-follow-up' }),
    cancelFollowUp: emit({ type: 'email.cancel', kind: 'completion-follow-up' }),
  },
});

/** Where the petitioner may change answers (steps.ts answersEditable): step 1, or step 3 while holding the form. */
const ANSWERS_CHANGEABLE = or([stateIn({ petitioner: 'step1' }), and([stateIn({ petitioner: 'step3' }), 'commentsDisabled'])]);

const VOID_AGREEMENT_AND_SIGNATURES = ['emailAnswersChanged', 'voidAgreement', 'clearSignatures', 'mirrorAgreementVoided', 'supersedeSignatures'] as const;

// An administrator's step control moves the side it names and only that side: the transitions live on that region
// (one on the root naming one region's target would re-enter the other region at its first state).
const adminMoves = (region: 'petitioner' | 'respondent') =>
  [1, 2, 3, 4, 5, 6, 7]
    .filter((n) => region === 'petitioner' || n <= 3)
    .map((n) => ({
      guard: { type: 'adminGoesTo' as const, params: { step: n } },
      target: `.step${n}`,
    }));

export const userWorkflowMachine = userWorkflowSetup.createMachine({
  id: 'userWorkflow',
  type: 'parallel',
  context: ({ input }) => ({
    collaborate: input?.collaborate !== false,
    paidLevel1: input?.paidLevel1 === true,
    paidLevel2: input?.paidLevel2 === true,
    spouseAgreed: false,
    commentsDisabled: false,
    petitionerSigned: false,
    respondentSigned: false,
    signatureRequestSentAt: null,
    respondentSignedAt: null,
    spouseNotifications: { count: 0, blockedSince: null },
  }),
  on: {
    PAYMENT_COMPLETED: { actions: 'recordPayment' },
    // §4 'Return to Questionnaire' or restart: step and respondent step 1 (a unilateral form has no respondent), sharing
    // and the final PDF cleared. The spouse already invited is told first (the e-mail goes to the sharing entry, which
    // the reset then deletes).
    RESTART: [
      {
        guard: and(['confirmed', 'collaborative', not(stateIn({ petitioner: 'step1' }))]),
        target: ['.petitioner.step1', '.respondent.step1'],
        actions: ['emailRestarted', 'resetSharing', 'emitSharingReset', 'supersedeSignatures'],
      },
      {
        guard: and(['confirmed', 'unilateral', not(stateIn({ petitioner: 'step1' }))]),
        target: ['.petitioner.step1', '.respondent.notShared'],
        actions: ['resetSharing', 'emitSharingReset', 'supersedeSignatures'],
      },
    ],
    // erasing the answers is a change of answers: not while the spouse holds the form (steps.ts spouseHoldsForm)
    UPDATE_OUTDATED_FORM: {
      guard: and(['confirmed', not(and([stateIn({ petitioner: 'step3' }), not('commentsDisabled')]))]),
      target: ['.petitioner.step1', '.respondent.notShared'],
      actions: ['resetSharing', 'emitSharingReset', 'emitRebuild', 'supersedeSignatures'],
    },
    // §2.12: step 1, the respondent back to before the invitation, the sharing emptied; from any state, as
    // a stuck form is what it is for. Answers and payments stay.
    ADMIN_RESET: {
      guard: and(['admin', 'confirmed']),
      target: ['.petitioner.step1', '.respondent.notShared'],
      // like any change of what was agreed: the sharing (with the agreement) goes, and no signature stays current
      actions: ['resetSharing', 'emitSharingReset', 'supersedeSignatures'],
    },
    // A completed form whose final documents cannot be made goes back to step 5: the signatures stop counting,
    // the stipulation is made again, and whoever signed is asked to sign again. The agreement stands.
    ADMIN_RETURN_TO_SIGNING: [
      {
        guard: and(['admin', 'confirmed', 'collaborative', stateIn({ petitioner: 'step7' })]),
        target: [petitionerStep(5), respondentStep(2)],
        actions: ['clearSignatures', 'supersedeSignatures', 'generateStipulation', 'emailSignAgainBoth'],
      },
      {
        guard: and(['admin', 'confirmed', 'unilateral', stateIn({ petitioner: 'step7' })]),
        target: petitionerStep(5),
        actions: ['clearSignatures', 'supersedeSignatures', 'generateStipulation', 'emailSignAgainPetitioner'],
      },
    ],
    // A change of answers voids the agreement and the signatures given on other answers (the app sends the event only
    // then, in the save's transaction). Answers change only where the petitioner may change them (steps 1 and 3,
    // steps.ts answersEditable); a spouse who had agreed or signed reviews again, and sees what changed, once the form
    // is shared with them again.
    // (a transition of the root names both regions' targets: one named alone would restart the other region)
    ANSWERS_CHANGED: [
      ...([1, 3] as const).map((n) => ({
        guard: and([ANSWERS_CHANGEABLE, 'agreedOrSigned', stateIn({ petitioner: `step${n}` }), or([stateIn({ respondent: 'step2' }), stateIn({ respondent: 'step3' })])]),
        target: [petitionerStep(n), respondentStep(1)],
        actions: VOID_AGREEMENT_AND_SIGNATURES,
      })),
      { guard: and([ANSWERS_CHANGEABLE, 'agreedOrSigned']), actions: VOID_AGREEMENT_AND_SIGNATURES },
    ],
    // The respondent's decisions move both regions at once.
    RESPONDENT_AGREE: {
      guard: and([
        stateIn({ petitioner: 'step3', respondent: 'step1' }),
        'hasAccess',
        'termsAccepted',
        'noMissingRequired',
        not('commentsDisabled'),
      ]),
      target: [petitionerStep(4), respondentStep(2)],
      actions: ['markSpouseAgreed', 'mirrorAgreed', 'noticeRespondentAgreed', 'emailAgreed'],
    },
    RESPONDENT_SUBMIT_SIGNATURE: {
      guard: and([stateIn({ respondent: 'step2' }), 'petitionerSignedOrAdmin', 'confirmed', 'validSignature']),
      target: [petitionerStep(7), respondentStep(3)],
      actions: ['recordRespondentSignature', 'emailSpouseSigned', 'emailCompleted', 'generateFinal'],
    },
    RESPONDENT_RESTART: {
      guard: and(['confirmed', not(stateIn({ respondent: 'notShared' })), not(stateIn({ respondent: 'step1' }))]),
      target: [petitionerStep(3), respondentStep(1)],
      actions: ['respondentRestart', 'mirrorAgreementWithdrawn', 'emailDisagreement', 'supersedeSignatures'],
    },
  },
  states: {
    petitioner: {
      initial: 'step1',
      on: { GO_TO_STEP: adminMoves('petitioner') },
      states: {
        step1: {
          // the questionnaire is filled out here; once the petitioner moves on, the server refuses changes to it
          tags: ['answersEditable'],
          entry: 'scheduleReminder',
          on: {
            PROCEED_TO_SHARE: {
              guard: and(['collaborative', 'paidLevel1', 'noMissingOrProceedAnyway']),
              target: 'step2',
            },
            PROCEED: [
              {
                guard: and(['unilateral', 'paidLevel1', 'noMissingRequired', 'paidLevel2']),
                target: 'step5',
                actions: 'generateStipulation',
              },
              { guard: and(['unilateral', 'paidLevel1', 'noMissingRequired']), target: 'step4' },
            ],
          },
        },
        step2: {
          entry: 'scheduleReminder',
          on: {
            SEND_SHARE_INVITE: {
              guard: and(['confirmed', 'spouseEmailGiven']),
              target: ['step3', respondentStep(1)],
              actions: ['markShared', 'noticeShared', 'emailInvite', 'snapshotForRespondent'],
            },
            BACK_TO_QUESTIONNAIRE: { guard: 'confirmed', target: 'step1' },
          },
        },
        step3: {
          // the petitioner answers the spouse's review by changing answers before Finish Replying; while the spouse
          // holds the form (commentsDisabled false) the answers are read-only: steps.ts answersEditable
          tags: ['answersEditable'],
          entry: 'scheduleReminder',
          on: {
            AGREE: { guard: and(['spouseAgreed', 'noMissingRequired']), target: 'step4' },
            // §4 step 3: 'the petitioner edits and uses Send Back for Spousal Review'; the petitioner edits only while
            // holding the form (the spouse sent it back), so it is not offered while the spouse holds it, where it
            // could only send the same answers again
            SEND_BACK_FOR_SPOUSAL_REVIEW: {
              guard: and([not('spouseAgreed'), 'commentsDisabled']),
              target: ['step3', respondentStep(1)],
              actions: ['enableComments', 'mirrorCommentsOpen', 'emailShare', 'snapshotForRespondent'],
            },
            FINISH_REPLYING: { guard: 'commentsDisabled', actions: ['enableComments', 'mirrorCommentsOpen', 'noticeWaiting', 'emailShare', 'snapshotForRespondent'] },
          },
        },
        step4: {
          // level 2 is paid here ('from step 4'): its PAYMENT_COMPLETED moves on to the stipulation
          tags: ['level2PaymentOpen'],
          entry: 'scheduleReminder',
          on: {
            CONTINUE: [
              { guard: 'paidLevel2', target: 'step5', actions: 'generateStipulation' },
              { actions: 'redirectToPaymentLevel2' },
            ],
            PAYMENT_COMPLETED: {
              guard: 'paymentLevel2',
              target: 'step5',
              actions: ['recordPayment', 'generateStipulation'],
            },
          },
        },
        step5: {
          entry: 'scheduleReminder',
          on: {
            SUBMIT_SIGNATURE: {
              guard: and(['collaborative', 'confirmed', 'validSignature']),
              target: ['step6', respondentStep(2)],
              actions: ['recordPetitionerSignature', 'emailSignatureRequest'],
            },
            PROCEED: { guard: 'unilateral', target: 'step7', actions: 'generateFinal' },
          },
        },
        step6: {
          entry: 'scheduleReminder',
          on: {
            NOTIFY_SPOUSE: { guard: 'mayNotifySpouse', actions: ['countSpouseNotification', 'emailSignatureRequest'] },
          },
        },
        step7: {
          tags: ['completed'],
          entry: ['cancelReminder', 'scheduleFollowUp'],
          exit: 'cancelFollowUp',
          on: { DOWNLOAD: { actions: 'generateFinal' } },
        },
      },
    },
    respondent: {
      initial: 'notShared',
      on: { RESPONDENT_GO_TO_STEP: adminMoves('respondent') },
      states: {
        notShared: {},
        step1: {
          on: {
            RESPONDENT_SEND_BACK: {
              guard: and([stateIn({ petitioner: 'step3' }), 'hasAccess', not('commentsDisabled')]),
              actions: ['lockComments', 'mirrorSentBack', 'noticeWaiting', 'snapshotForPetitioner', 'emailSentBack'],
            },
          },
        },
        step2: {},
        step3: { on: { RESPONDENT_DOWNLOAD: { actions: 'generateFinal' } } },
      },
    },
  },
});

export type UserWorkflowMachine = typeof userWorkflowMachine;
