// The administration pages: users, coupons, prices, statistics, types, counties, e-mails, backups, approvals and the forms list (issue 35).
// The English catalogue is the reference every other language must match key for key.
const admin = {};

export default admin;
