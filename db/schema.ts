// The typed schema of Accord's PostgreSQL database, as Kysely sees it. Each migration that adds a table adds
// its interface here.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface SettingsTable {
  id: ColumnType<number, 1 | undefined, never>;
  maintenance: Generated<boolean>;
  idle_timeout_minutes: Generated<number>;
  updated_at: UpdatedAt;
}

export type EmailStatus = 'scheduled' | 'queued' | 'sent' | 'failed';

export interface EmailLink {
  name: string;
  url: string;
}

export interface EmailAttachmentRef {
  name: string;
  fileKey: string;
  mediaType: string;
  size: number;
}

export interface EmailsTable {
  id: Generated<string>;
  to_name: string;
  to_email: string;
  from_address: string;
  subject: string;
  message: string | null;
  template: string | null;
  template_data: Json<Record<string, unknown>>;
  link: Json<EmailLink | null>;
  attachment: Json<EmailAttachmentRef | null>;
  /** the builder form a 'collaborate' or 'stakeholder' e-mail is about */
  form_id: string | null;
  /** the user workflow a step, reminder or payment e-mail is about */
  user_workflow_id: string | null;
  send_on: ColumnType<string, string, string>;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  /** where it went: 'smtp' or 'mailbox' (kept for the development mailbox page) */
  delivered_via: string | null;
  provider_message_id: string | null;
  html: string | null;
  text: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface FilesTable {
  key: string;
  content: Buffer;
  media_type: string;
  size: number;
  sha256: string;
  created_at: CreatedAt;
}

export interface WorkerHeartbeatsTable {
  worker_id: string;
  hostname: string;
  pid: number;
  seen_at: UpdatedAt;
}

export type UserRole = 'user-basic' | 'admin-global' | 'admin-form';

/** A respondent's link to the petitioner who invited them (spec: respondent_data). */
export interface RespondentData {
  petitioner_email: string;
  wfid: string | null;
}

/** A petitioner's note of the spouse (spec: petitioner_data). */
export interface PetitionerData {
  respondent_email: string;
  respondent_first_name: string;
  respondent_last_name: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  first_name: string;
  last_name: string;
  gender: 'Male' | 'Female' | null;
  /** YYYY-MM-DD */
  date_of_birth: string;
  phone_number: string;
  address_street_1: string;
  address_street_2: string | null;
  address_city: string;
  address_state: string;
  address_zip_code: string;
  permission_to_contact: Generated<boolean>;
  role: Generated<UserRole>;
  is_petitioner: Generated<boolean>;
  respondent_data: Json<RespondentData | null>;
  petitioner_data: Json<PetitionerData | null>;
  terms_accepted_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  last_sign_in_at: Date | null;
  /** the profile photo in file storage (users/{id}/profile-photo), or null */
  profile_photo_key: Generated<string | null>;
  /** the language pages and e-mails use for this person: 'en' or 'es' (issue 35) */
  language: Generated<'en' | 'es'>;
}

export interface FlashMessage {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen copy of the table cannot be replayed as cookies */
  id_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  flash: Json<FlashMessage | null>;
  ip_address: string | null;
  user_agent: string | null;
}

export type AuthTokenPurpose = 'verify-email' | 'reset-password';

export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  bucket: string;
  count: number;
  window_started_at: Date;
}

export interface CaptchaUsesTable {
  challenge_id: string;
  expires_at: Date;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  source: 'footer' | 'sign-up';
  created_at: CreatedAt;
  mailing_list_status: Generated<'stored' | 'sent' | 'failed'>;
  mailing_list_error: string | null;
  sent_at: Date | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface WorkflowTypeCosts {
  collaborative: { paywall1: number; paywall2: number };
  unilateral: { paywall1: number; paywall2: number };
}

export interface WorkflowTypesTable {
  id: string;
  title: string;
  states: Json<string[]>;
  active: Generated<boolean>;
  costs: Json<WorkflowTypeCosts>;
  is_default: Generated<boolean>;
  /** 2: the person and the other party (review, agreement, two signatures); 1: the person alone (ADR 028) */
  participants: Generated<1 | 2>;
  /** what the other party is called in pages and e-mails ('spouse' for a divorce); unused when participants is 1 */
  other_party: Generated<string>;
  /** the other party's name in Spanish ('cónyuge'); empty while the type has none (migration 0027) */
  other_party_es: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StateCountiesTable {
  state: string;
  counties: Json<string[]>;
  updated_at: UpdatedAt;
}

/** Child support calculator information per state (migration 0008). */
export interface ChildSupportInfoTable {
  state: string;
  description: Generated<string>;
  website: Generated<string>;
  hyperlink: Generated<string>;
  updated_at: UpdatedAt;
}

/** The pricing cards per variant; what a level costs is the workflow type's costs (migration 0005). */
export interface PricesTable {
  variant: 'collaborative' | 'unilateral';
  cards: ColumnType<Record<string, unknown>, Record<string, unknown> | string | undefined, Record<string, unknown> | string>;
  updated_at: UpdatedAt;
}

export interface FormsTable {
  id: string;
  name: string;
  /** the engine's WorkflowDefinition (validated by validateWorkflow before it is stored) */
  definition: Json<unknown>;
  status: Generated<string>;
  status_date: Date | null;
  version: string;
  owner_id: string | null;
  /** roles and lowercase e-mails whose holders may load the form in the builder (migration 0009) */
  access: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Whom a form's owner shared it with (migration 0009); their e-mails are also in the form's access list. */
export interface FormCollaboratorsTable {
  form_id: string;
  email: string;
  name: Generated<string>;
  sent_at: Date | null;
  created_at: CreatedAt;
}

/** Immutable (a trigger refuses updates): a user workflow points at the version it was made from. */
export interface PublishedWorkflowsTable {
  id: string;
  form_id: string;
  version: string;
  name: string;
  state: string;
  type: string;
  children_option: string;
  use_counties: Generated<boolean>;
  counties: Json<string[]>;
  collaborate: Generated<boolean>;
  definition: Json<unknown>;
  published_at: CreatedAt;
  /** who published it (migration 0014) */
  published_by: string | null;
  /** the stakeholders whose approval published it, with when each approved */
  approvals: ColumnType<PublishedApproval[], string | undefined, never>;
  /** set once when it stops being offered to new people (unpublished, republished, its state removed from its type) */
  withdrawn_at: Date | null;
}

export interface PublishedApproval {
  email: string;
  approvedAt: string;
}

/** A form's stakeholders and their decisions (workflow-builder.md §3, §4; migration 0014). */
export interface FormStakeholdersTable {
  form_id: string;
  email: string;
  status: 'pending' | 'approved' | 'rejected';
  status_date: Generated<Date>;
  /** who pressed Publish */
  requested_by: string | null;
}

export interface UserWorkflowsTable {
  id: string;
  published_workflow_id: string;
  form_id: string;
  owner_id: string;
  name: string;
  state: string;
  type: string;
  county: string | null;
  children_option: string;
  collaborate: Generated<boolean>;
  /** written only with the engine's step machine snapshot, in the same statement */
  step: Generated<number>;
  respondent_step: number | null;
  machine_snapshot: Json<unknown>;
  final_pdf_key: string | null;
  created_at: CreatedAt;
  modified_at: UpdatedAt;
}

export type ReviewType = 'read-only' | 'comment' | 'edit';

/** A person a user workflow is shared with (end-user-journey.md §3's sharing entry). */
export interface SharingEntriesTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_workflow_id: string;
  /** lowercase */
  email: string;
  name: Generated<string>;
  review_type: ReviewType;
  /** false: the person may read but not agree or send back */
  access: Generated<boolean>;
  confirmation_response: string | null;
  confirmation_at: Date | null;
  first_accessed_at: Date | null;
  last_accessed_at: Date | null;
  agreed_with_spouse: Generated<boolean>;
  /** the SHA-256 of the answers the spouse agreed to (answers-hash.server.ts); null while nobody agreed */
  agreed_answers_sha256: string | null;
  comments_disabled: Generated<boolean>;
  is_new: Generated<boolean>;
  /** the user who shared (the owner, or an admin acting for them) */
  created_by: string | null;
  /** the language the share dialog chose for this person's e-mails while they have no account: 'en' or 'es' (issue 35) */
  language: Generated<'en' | 'es'>;
  created_at: CreatedAt;
}

export type SpouseRole = 'petitioner' | 'respondent';

/** A page comment by one spouse in one round (end-user-journey.md §3's spouse comment set); body is sanitized HTML. */
export interface SpouseCommentsTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_workflow_id: string;
  page_uid: string;
  round: number;
  author_role: SpouseRole;
  author_id: string | null;
  author_name: Generated<string>;
  body: string;
  read_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An 'edit' reviewer's pending change of one field (§3's field reviews), applied only when the owner accepts. */
export interface FieldReviewsTable {
  user_workflow_id: string;
  field_uid: string;
  reviewer_email: string;
  reviewer_id: string | null;
  reviewer_name: Generated<string>;
  value: Json<unknown>;
  base_version: number;
  created_at: CreatedAt;
}

/** A spouse's comment on one field (§3's field comments), shown to the owner in that field's 'Comments' panel. */
export interface FieldCommentsTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_workflow_id: string;
  field_uid: string;
  author_email: string;
  author_id: string | null;
  author_name: Generated<string>;
  body: string;
  read_at: Date | null;
  created_at: CreatedAt;
}

/** The answers as they were when the form passed from one spouse to the other. */
export interface AnswerRoundsTable {
  user_workflow_id: string;
  round: number;
  passed_to: SpouseRole;
  event: string;
  published_workflow_id: string;
  answers: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface AnswerRoundViewsTable {
  user_workflow_id: string;
  viewer_role: SpouseRole;
  seen_round: number;
  previous_round: number | null;
}

export interface AnswersTable {
  user_workflow_id: string;
  field_uid: string;
  value: Json<unknown>;
  answered: Generated<boolean>;
  /** starts at 1 and grows by one with every write: a save based on an older version is refused */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

export interface CouponsTable {
  /** stored upper-case */
  code: string;
  amount: number;
  count: Generated<number>;
  limit: Generated<number>;
  /** 'both' | 'level_1' | 'level_2' (a check constraint holds it) */
  paywall: Generated<string>;
  /** 'percent' | 'fixed' (whole dollars off) */
  type: Generated<string>;
  /** YYYY-MM-DD */
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  campaign: Generated<boolean>;
  modified_at: UpdatedAt;
}

export type PaymentStatus = 'created' | 'completed' | 'failed' | 'cancelled';

export interface PaymentsTable {
  id: Generated<string>;
  provider: string;
  provider_order_id: string;
  /** null once the account is deleted: the payment stays for accounting */
  user_id: string | null;
  /** level 1: the published workflow paid for (null once it is deleted) */
  published_workflow_id: string | null;
  level: number;
  variant: 'collaborative' | 'unilateral';
  county: string | null;
  price_cents: number;
  discount_cents: number;
  amount_cents: number;
  coupon_code: string | null;
  status: Generated<PaymentStatus>;
  transaction_id: string | null;
  /** level 2: the user workflow paid for; level 1: the one it started (null before, and once it is deleted) */
  user_workflow_id: string | null;
  failure: string | null;
  created_at: CreatedAt;
  completed_at: Date | null;
}

export interface PaymentLogTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_id: string;
  /** the published workflow bought (level 1) or the one the user workflow paid for was made from (level 2); null
   * only on a level-2 row logged before migration 0024 whose user workflow was deleted by then */
  published_workflow_id: string | null;
  /** the user workflow paid for (level 2) or started by the payment (level 1); null only on a level-1 row logged
   * before migration 0024 whose user workflow was deleted by then */
  user_workflow_id: string | null;
  level: number;
  amount_cents: number;
  coupon_code: string | null;
  provider_order_id: string;
  transaction_id: string | null;
  time: CreatedAt;
}

export interface PaymentEventsTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_id: string;
  name: 'payment_1' | 'payment_2' | 'conversion';
  payment_id: string;
  amount_cents: number;
  created_at: CreatedAt;
}

export interface SandboxOrdersTable {
  id: string;
  amount_cents: number;
  currency: string;
  description: string;
  return_url: string;
  cancel_url: string;
  status: Generated<string>;
  capture_id: string | null;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses UPDATE and DELETE): who did what to which user workflow, and when. */
export interface AuditEventsTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_workflow_id: string;
  /** null when the system acted */
  actor_id: string | null;
  type: string;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** A signature and its evidence (migration 0013); superseded by a restart rather than deleted. */
export interface SignaturesTable {
  id: string;
  user_workflow_id: string;
  role: 'petitioner' | 'respondent';
  signer_id: string | null;
  signer_email: string;
  signer_name: string;
  method: 'drawn' | 'typed';
  image_key: string | null;
  typed_name: string | null;
  signed_at: CreatedAt;
  ip_address: string | null;
  user_agent: string | null;
  document_sha256: string;
  answers_sha256: string;
  consent_text: string;
  /** the language the signer read the consent in, when not English (migration 0028) */
  consent_language: string | null;
  /** the consent's words as the page showed them in that language */
  consent_text_shown: string | null;
  superseded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The certificates the app seals final PDFs with (migration 0014): its private root and the signing certificate under it. */
export interface SigningCertificatesTable {
  kind: 'root' | 'signing';
  certificate_pem: string;
  /** encrypted PKCS#8 PEM */
  encrypted_private_key_pem: string;
  created_at: CreatedAt;
}

export interface SealedSigner {
  role: 'petitioner' | 'respondent';
  name: string;
  email: string;
  method: 'drawn' | 'typed';
  /** ISO timestamp */
  signedAt: string;
}

/** A sealed final PDF: its SHA-256 recorded at sealing time and the code of its public verification page. */
export interface SealedDocumentsTable {
  id: string;
  user_workflow_id: string;
  verification_code: string;
  sha256: string;
  size: number;
  file_key: string;
  file_name: string;
  form_name: string;
  signers: Json<SealedSigner[]>;
  timestamped: boolean;
  sealed_at: CreatedAt;
}

export type FinalDocumentStatus = 'queued' | 'running' | 'ready' | 'failed';

/** Where the final document job of a user workflow stands (one row per user workflow). */
/** An admin's change of an account's role (migration 0018); append-only. */
export interface UserRoleEventsTable {
  /** bigserial: read as a number (db/client.ts) */
  id: Generated<number>;
  user_id: string;
  user_email: string;
  actor_id: string;
  actor_name: string;
  type: 'ROLE_CHANGED';
  from_role: UserRole;
  to_role: UserRole;
  created_at: Generated<Date>;
}

export interface FinalDocumentsTable {
  user_workflow_id: string;
  status: FinalDocumentStatus;
  /** what went wrong, in the person's words */
  reason: string | null;
  /** the technical reason, for the log and an admin */
  error: string | null;
  sealed_document_id: string | null;
  runs: Generated<number>;
  requested_at: ColumnType<Date, Date | string | undefined, Date | string>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  rate_limits: RateLimitsTable;
  captcha_uses: CaptchaUsesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  app_secrets: AppSecretsTable;
  settings: SettingsTable;
  emails: EmailsTable;
  files: FilesTable;
  worker_heartbeats: WorkerHeartbeatsTable;
  workflow_types: WorkflowTypesTable;
  state_counties: StateCountiesTable;
  child_support_info: ChildSupportInfoTable;
  prices: PricesTable;
  forms: FormsTable;
  form_collaborators: FormCollaboratorsTable;
  published_workflows: PublishedWorkflowsTable;
  form_stakeholders: FormStakeholdersTable;
  user_workflows: UserWorkflowsTable;
  answers: AnswersTable;
  sharing_entries: SharingEntriesTable;
  coupons: CouponsTable;
  payments: PaymentsTable;
  payment_log: PaymentLogTable;
  payment_events: PaymentEventsTable;
  sandbox_orders: SandboxOrdersTable;
  audit_events: AuditEventsTable;
  signatures: SignaturesTable;
  spouse_comments: SpouseCommentsTable;
  field_reviews: FieldReviewsTable;
  field_comments: FieldCommentsTable;
  answer_rounds: AnswerRoundsTable;
  answer_round_views: AnswerRoundViewsTable;
  signing_certificates: SigningCertificatesTable;
  sealed_documents: SealedDocumentsTable;
  final_documents: FinalDocumentsTable;
  user_role_events: UserRoleEventsTable;
}

export type Settings = Selectable<SettingsTable>;
export type Email = Selectable<EmailsTable>;
export type NewEmail = Insertable<EmailsTable>;
export type EmailUpdate = Updateable<EmailsTable>;
