// The respondent's important information (end-user-journey.md §9: shown once per browser to the respondent): what
// the review is and what nothing does until both sign. 'Once per browser' is a cookie set when the spouse says they
// have read it, so it works without JavaScript and follows no account.
export const IMPORTANT_INFO_COOKIE = 'accord_respondent_info';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether this browser has been shown the important information and said it read it. */
export function importantInfoRead(request: Request): boolean {
  return (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim() === `${IMPORTANT_INFO_COOKIE}=read`);
}

/** The Set-Cookie header that keeps the information from showing again in this browser. */
export function importantInfoReadCookie(): string {
  return `${IMPORTANT_INFO_COOKIE}=read; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly`;
}
