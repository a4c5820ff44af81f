// Whether the sign-up page may send an address to sign-in because it already has an account (end-user-journey.md
// §2: "If the e-mail already has an account it redirects to /sign-in"). That answer tells who uses the site, so it
// is given only to a valid invitation link (the user workflow in `wfid` names that address as the respondent's)
// and only so often per client (issue 14, item 9; docs/decisions/008-account-enumeration.md).
import type { Queryable } from '../../../db/client';
import { isInvitedRespondent } from './invitation.server';
import { hitRateLimit, LIMITS } from '../accounts/rate-limit.server';
import { emailExists } from '../accounts/users.server';

export async function invitedAddressHasAccount(db: Queryable, invitation: { email: string; wfid: string }, ip: string): Promise<boolean> {
  if (!invitation.email || !/^[A-Za-z0-9]{1,64}$/.test(invitation.wfid)) return false;
  if (!(await hitRateLimit(db, `address-lookup-ip:${ip}`, LIMITS.addressLookupPerIp)).allowed) return false;
  return (await isInvitedRespondent(db, invitation.wfid, invitation.email)) && (await emailExists(db, invitation.email));
}
