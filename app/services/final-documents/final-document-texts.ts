// The final document page's words, in a module the page's component may import (a .server module cannot reach the browser).
export const FINAL_DOCUMENT_TEXTS = {
  notYet: 'Your final documents will be ready here once everyone has signed.',
  preparing: 'We are preparing your final documents. This page updates by itself; it usually takes a few seconds.',
  ready: 'Your final documents are ready.',
  failedTitle: 'Your final documents could not be made',
  /** under the reason: nobody is left waiting on their own */
  failedLookedAt: 'Something went wrong on our side. Our team has been told and is looking into it. Your answers and signatures are kept; you can try again now or come back later.',
} as const;
