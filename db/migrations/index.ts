// Every migration, by sortable name. Listed statically (not read from the folder) so that the migrations
// travel inside the Vite server bundle as well as under tsx.
import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as accounts from './0002_accounts';
import * as guide from './0003_guide';
import * as payments from './0004_payments';
import * as onePriceSource from './0005_one_price_source';
import * as auditEvents from './0006_audit_events';
import * as paymentWorkflowIds from './0007_payment_workflow_ids';
import * as childSupportInfo from './0008_child_support_info';
import * as profilePhoto from './0009_profile_photo';
import * as sharingEntries from './0010_sharing_entries';
import * as couponKinds from './0011_coupon_kinds';
import * as builderForms from './0012_builder_forms';
import * as signatures from './0013_signatures';
import * as publishing from './0014_publishing';
import * as comments from './0015_comments';
import * as sealedDocuments from './0016_sealed_documents';
import * as fieldComments from './0017_field_comments';
import * as userRoleEvents from './0018_user_role_events';
import * as workflowTypeParticipants from './0020_workflow_type_participants';
import * as agreedAnswers from './0021_agreed_answers';
import * as emailsUserWorkflowId from './0022_emails_user_workflow_id';
import * as paymentLogWorkflowIds from './0024_payment_log_workflow_ids';
import * as userLanguage from './0025_user_language';
import * as sharingLanguage from './0026_sharing_language';
import * as otherPartySpanish from './0027_other_party_spanish';
import * as consentAsShown from './0028_consent_as_shown';

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_guide': guide,
  '0004_payments': payments,
  '0005_one_price_source': onePriceSource,
  '0006_audit_events': auditEvents,
  '0007_payment_workflow_ids': paymentWorkflowIds,
  '0008_child_support_info': childSupportInfo,
  '0009_profile_photo': profilePhoto,
  '0010_sharing_entries': sharingEntries,
  '0011_coupon_kinds': couponKinds,
  '0012_builder_forms': builderForms,
  '0013_signatures': signatures,
  '0014_publishing': publishing,
  '0015_comments': comments,
  '0016_sealed_documents': sealedDocuments,
  '0017_field_comments': fieldComments,
  '0018_user_role_events': userRoleEvents,
  '0020_workflow_type_participants': workflowTypeParticipants,
  '0021_agreed_answers': agreedAnswers,
  '0022_emails_user_workflow_id': emailsUserWorkflowId,
  '0024_payment_log_workflow_ids': paymentLogWorkflowIds,
  '0025_user_language': userLanguage,
  '0026_sharing_language': sharingLanguage,
  '0027_other_party_spanish': otherPartySpanish,
  '0028_consent_as_shown': consentAsShown,
};
