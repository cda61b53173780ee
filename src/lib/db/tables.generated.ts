// Written by `npm run db:types` from the migrated schema (lib/db/tableTypes.ts); do not edit.
import type { Generated } from "kysely";

export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  sha256: string;
  created_at: string;
  created_by: string;
  revoked_at: Generated<string | null>;
  revoked_by: Generated<string | null>;
  last_used_at: Generated<string | null>;
  scope: Generated<string>;
}

export interface ApplicationAcknowledgementsTable {
  application_id: Generated<number>;
  email: string;
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  sent_at: Generated<string | null>;
  language: Generated<string>;
}

export interface ApplicationFollowUpTable {
  application_id: Generated<number>;
  owner: Generated<string | null>;
  due: Generated<string | null>;
  updated_at: string;
  updated_by: string;
}

export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  at: string;
  author: string;
  text: string;
}

export interface ApplicationStatusTable {
  application_id: Generated<number>;
  status: string;
  updated_at: string;
  updated_by: string;
}

export interface ApplicationStatusChangesTable {
  id: Generated<number>;
  application_id: number;
  at: string;
  who: string;
  from_status: Generated<string | null>;
  to_status: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  reference: Generated<string | null>;
  created_at: string;
  opening_id: Generated<string | null>;
  opening_title: Generated<string | null>;
  name: string;
  email: string;
  phone: string;
  current_role: string;
  experience: string;
  notice_period: string;
  note: Generated<string>;
  cv_name: string;
  cv_type: string;
  cv_size: number;
  cv: Uint8Array;
  client: Generated<string>;
  user_agent: Generated<string | null>;
  notify_state: Generated<string>;
  notify_attempts: Generated<number>;
  notify_next_at: Generated<string | null>;
  notify_message_id: Generated<string | null>;
  notify_sent_at: Generated<string | null>;
  notify_error: Generated<string | null>;
}

export interface ArticleOldSlugsTable {
  slug: string;
  article_id: string;
  moved_at: string;
  moved_by: string;
}

export interface ArticleRevisionsTable {
  id: Generated<number>;
  article_id: string;
  saved_at: string;
  who: string;
  title: string;
  date: string;
  excerpt: string;
  cover: string;
  cover_alt: string;
  body: string;
  status: string;
  publish_at: Generated<string | null>;
  slug: Generated<string>;
  author: Generated<string>;
  meta_description: Generated<string>;
  autosave: Generated<number>;
}

export interface ArticlesTable {
  id: string;
  title: string;
  date: string;
  excerpt: string;
  cover: string;
  cover_alt: string;
  body: string;
  status: string;
  publish_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
  body_html: Generated<string | null>;
  body_problem: Generated<string | null>;
  slug: Generated<string>;
  author: Generated<string>;
  written_by: Generated<string>;
  meta_description: Generated<string>;
  spec_article: Generated<number>;
}

export interface BackupRunsTable {
  id: Generated<number>;
  kind: string;
  started_at: string;
  finished_at: string;
  ok: number;
  snapshot: Generated<string | null>;
  files: Generated<number | null>;
  bytes: Generated<number | null>;
  added_bytes: Generated<number | null>;
  problem: Generated<string | null>;
  state: Generated<string | null>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string | null>;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  sent_at: Generated<string | null>;
}

export interface CertificateVersionsTable {
  id: Generated<number>;
  certificate_id: string;
  saved_at: string;
  who: string;
  number: string;
  issued: string;
  valid_until: string;
  restored_from: Generated<number | null>;
}

export interface CertificatesTable {
  id: string;
  number: string;
  issued: string;
  valid_until: string;
  updated_at: string;
}

export interface ConsentLinksTable {
  token_hash: string;
  email_key: string;
  created_at: string;
}

export interface ConsentRecordsTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  purpose: string;
  form: string;
  notice_version: string;
  language: string;
  given: number;
  at: string;
  reference: Generated<string | null>;
}

export interface ContentVersionTable {
  id: Generated<number>;
  version: number;
  changed_at: string;
}

export interface CustomerOrganisationAddressesTable {
  address: string;
  organisation_id: number;
}

export interface CustomerOrganisationsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
  updated_at: string;
  reminder_days: Generated<number>;
}

export interface DeskAuditTable {
  id: Generated<number>;
  at: string;
  who: string;
  action: string;
  detail: Generated<string>;
  count: Generated<number>;
  first_at: Generated<string | null>;
}

export interface DeskFailuresTable {
  key: string;
  at: string;
}

export interface DeskPasswordLinksTable {
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface DeskPendingSignInsTable {
  token_hash: string;
  email: string;
  expires_at: string;
}

export interface DeskRecoveryCodesTable {
  email: string;
  code_hash: string;
  created_at: string;
  used_at: Generated<string | null>;
}

export interface DeskSessionsTable {
  token_hash: string;
  email: string;
  created_at: string;
  last_seen_at: string;
}

export interface DeskSigningNameChangesTable {
  email: string;
  display_name: string;
  designation: string;
  asked_at: string;
}

export interface DeskTotpTable {
  email: string;
  secret: string;
  created_at: string;
  enrolled_at: Generated<string | null>;
  last_step: Generated<number>;
}

export interface DeskUserRolesTable {
  email: string;
  role: string;
}

export interface DeskUsersTable {
  email: string;
  password_hash: string;
  created_at: string;
  display_name: Generated<string>;
  designation: Generated<string>;
}

export interface FollowUpDigestsTable {
  owner: string;
  day: string;
  sent_at: string;
  items: number;
  claimed_until: Generated<string | null>;
}

export interface HeldUploadsTable {
  id: string;
  owner: string;
  held_at: string;
  csv_name: string;
  zip_name: Generated<string | null>;
  file_names: string;
}

export interface HiddenDrawingsTable {
  src: string;
  hidden_at: string;
  hidden_by: string;
}

export interface JobOpeningsTable {
  id: string;
  category_id: string;
  title: string;
  type: string;
  location: string;
  experience: string;
  summary: Generated<string>;
  requirements: string;
  deadline: string;
  posted_on: string;
  closed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
  state: Generated<string>;
}

export interface LeadAcknowledgementsTable {
  lead_id: Generated<number>;
  email: string;
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  sent_at: Generated<string | null>;
  language: Generated<string>;
}

export interface LeadFollowUpTable {
  lead_id: Generated<number>;
  owner: Generated<string | null>;
  due: Generated<string | null>;
  updated_at: string;
  updated_by: string;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  author: string;
  at: string;
  text: string;
}

export interface LeadStatusTable {
  lead_id: Generated<number>;
  status: string;
  updated_at: string;
  updated_by: string;
}

export interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  who: string;
  from_status: Generated<string | null>;
  to_status: string;
}

export interface LeadsTable {
  id: Generated<number>;
  reference: Generated<string | null>;
  created_at: string;
  template: string;
  form: string;
  fields: string;
  file_name: Generated<string | null>;
  file_type: Generated<string | null>;
  file_size: Generated<number | null>;
  file: Generated<Uint8Array | null>;
  client: string;
  user_agent: Generated<string | null>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  purpose: string;
  recipient: string;
  subject: string;
  body: Generated<string | null>;
  created_at: string;
  expires_at: string;
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  sent_at: Generated<string | null>;
  headers: Generated<string | null>;
}

export interface NewsletterIssuesTable {
  id: Generated<number>;
  subject: string;
  body: string;
  sent_at: string;
  sent_by: string;
  recipients: number;
}

export interface NotificationsTable {
  lead_id: Generated<number>;
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  sent_at: Generated<string | null>;
}

export interface PhotosTable {
  id: string;
  alt: string;
  caption: Generated<string>;
  album: string;
  width: number;
  height: number;
  variants: string;
  created_at: string;
  created_by: string;
  hidden_at: Generated<string | null>;
}

export interface PortalAddressesTable {
  email: string;
  reminders_stopped_at: Generated<string | null>;
  removal_requested_at: Generated<string | null>;
  reminder_days: Generated<number | null>;
}

export interface PortalCalendarFeedsTable {
  key_hash: string;
  email: string;
  created_at: string;
}

export interface PortalLinksTable {
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
}

export interface PortalRemindersTable {
  id: Generated<number>;
  email: string;
  instrument_key: string;
  due_date: string;
  kind: string;
  organisation_id: Generated<number | null>;
  make: string;
  model: string;
  serial_number: string;
  claimed_at: string;
  sent_at: Generated<string | null>;
}

export interface PortalRemovedAddressesTable {
  email_hash: string;
  removed_at: string;
}

export interface PortalSessionsTable {
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
  last_seen_at: Generated<string | null>;
}

export interface PortalUnsubscribeLinksTable {
  token_hash: string;
  email: string;
  created_at: string;
}

export interface PrivacyBreachVersionsTable {
  id: Generated<number>;
  breach_id: number;
  saved_at: string;
  who: string;
  document: string;
  restored_from: Generated<number | null>;
}

export interface PrivacyBreachesTable {
  id: Generated<number>;
  reference: string;
  created_at: string;
  created_by: string;
  aware_at: string;
  cert_in_at: Generated<string | null>;
  board_told_at: Generated<string | null>;
  board_report_at: Generated<string | null>;
  people_told_at: Generated<string | null>;
  closed_at: Generated<string | null>;
  details: string;
}

export interface PrivacyContactTable {
  id: Generated<number>;
  name: string;
  email: string;
  updated_at: string;
  updated_by: string;
}

export interface PrivacyRequestFollowUpTable {
  request_id: Generated<number>;
  owner: Generated<string | null>;
  due: Generated<string | null>;
  updated_at: string;
  updated_by: string;
}

export interface PrivacyRequestLinksTable {
  token_hash: string;
  email: string;
  kind: string;
  details: Generated<string>;
  quoted_reference: Generated<string>;
  created_at: string;
  expires_at: string;
  client: Generated<string>;
  user_agent: Generated<string | null>;
  language: Generated<string>;
}

export interface PrivacyRequestNotesTable {
  id: Generated<number>;
  request_id: number;
  at: string;
  author: string;
  text: string;
}

export interface PrivacyRequestStatusTable {
  request_id: Generated<number>;
  status: string;
  updated_at: string;
  updated_by: string;
}

export interface PrivacyRequestStatusChangesTable {
  id: Generated<number>;
  request_id: number;
  at: string;
  who: string;
  from_status: Generated<string | null>;
  to_status: string;
}

export interface PrivacyRequestsTable {
  id: Generated<number>;
  reference: Generated<string | null>;
  created_at: string;
  email: string;
  kind: string;
  details: Generated<string>;
  quoted_reference: Generated<string>;
  proof: string;
  client: Generated<string>;
  user_agent: Generated<string | null>;
  language: Generated<string>;
}

export interface QuotationMailsTable {
  id: Generated<number>;
  quotation_id: number;
  kind: string;
  email: string;
  link_key: Generated<string | null>;
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  sent_at: Generated<string | null>;
}

export interface QuotationsTable {
  id: Generated<number>;
  lead_id: number;
  version: number;
  number: string;
  email: string;
  place_of_supply: Generated<string | null>;
  lines: string;
  subtotal_paise: number;
  taxes: string;
  total_paise: number;
  terms: Generated<string>;
  sent_by: string;
  sent_at: string;
  valid_until: string;
  file_name: string;
  file: Uint8Array;
  key_hash: string;
  answer: Generated<string | null>;
  answered_at: Generated<string | null>;
  po_number: Generated<string | null>;
  po_file_name: Generated<string | null>;
  po_file_type: Generated<string | null>;
  po_file: Generated<Uint8Array | null>;
  changes: Generated<string | null>;
}

export interface ReportAmendmentsTable {
  id: Generated<number>;
  report_id: number;
  at: string;
  by: string;
  reason: string;
  changes: string;
}

export interface ReportCustomerEmailsTable {
  report_id: number;
  email: string;
  domain: string;
}

export interface ReportPdfsTable {
  id: Generated<number>;
  report_id: number;
  version: number;
  sha256: string;
  size: number;
  added_at: string;
  added_by: string;
  sealed_by: Generated<string | null>;
  sealed_at: Generated<string | null>;
  draft_sha256: Generated<string | null>;
}

export interface ReportTalliesTable {
  name: string;
  n: number;
}

export interface ReportsTable {
  id: Generated<number>;
  ulr: string;
  token: string;
  code: string;
  report_number: string;
  kind: string;
  discipline: string;
  grp: string;
  customer: string;
  item_description: string;
  make: Generated<string>;
  model: Generated<string>;
  serial_number: Generated<string>;
  standard: string;
  issue_date: string;
  due_date: Generated<string | null>;
  signatory: string;
  status: Generated<string>;
  withdrawn_at: Generated<string | null>;
  withdrawn_reason: Generated<string | null>;
  superseded_by: Generated<string | null>;
  created_at: string;
  created_by: string;
  checks: Generated<number>;
  last_checked_at: Generated<string | null>;
  accredited: Generated<number>;
  authorised_at: Generated<string | null>;
  authorised_by: Generated<string | null>;
  signatory_designation: Generated<string>;
}

export interface RequestLinksTable {
  lead_id: Generated<number>;
  key_hash: string;
}

export interface SchemaMigrationsTable {
  version: Generated<number>;
  name: string;
  applied_at: string;
}

export interface ScopeImportPlansTable {
  id: string;
  who: string;
  made_at: number;
  plan: string;
  applying_at: Generated<number | null>;
}

export interface ScopeRowServicesTable {
  row_id: number;
  service_id: string;
}

export interface ScopeRowVersionsTable {
  id: Generated<number>;
  row_id: number;
  saved_at: string;
  who: string;
  change: string;
  row_values: string;
}

export interface ScopeRowsTable {
  id: Generated<number>;
  kind: string;
  discipline: string;
  group_name: string;
  product: string;
  parameter: string;
  method: string;
  range: Generated<string>;
  cmc: Generated<string>;
  accredited: number;
  price_paise: Generated<number | null>;
  position: number;
  updated_at: string;
  removed_at: Generated<string | null>;
}

export interface ScopeSearchWordsTable {
  id: Generated<number>;
  words: string;
}

export interface ServicePhotosTable {
  service_id: string;
  photo_id: string;
  chosen_at: string;
  chosen_by: string;
}

export interface ThrottleHitsTable {
  throttle: string;
  client: string;
  at: string;
}

export interface Tables {
  api_tokens: ApiTokensTable;
  application_acknowledgements: ApplicationAcknowledgementsTable;
  application_follow_up: ApplicationFollowUpTable;
  application_notes: ApplicationNotesTable;
  application_status: ApplicationStatusTable;
  application_status_changes: ApplicationStatusChangesTable;
  applications: ApplicationsTable;
  article_old_slugs: ArticleOldSlugsTable;
  article_revisions: ArticleRevisionsTable;
  articles: ArticlesTable;
  backup_runs: BackupRunsTable;
  certificate_versions: CertificateVersionsTable;
  certificates: CertificatesTable;
  consent_links: ConsentLinksTable;
  consent_records: ConsentRecordsTable;
  content_version: ContentVersionTable;
  customer_organisation_addresses: CustomerOrganisationAddressesTable;
  customer_organisations: CustomerOrganisationsTable;
  desk_audit: DeskAuditTable;
  desk_failures: DeskFailuresTable;
  desk_password_links: DeskPasswordLinksTable;
  desk_pending_sign_ins: DeskPendingSignInsTable;
  desk_recovery_codes: DeskRecoveryCodesTable;
  desk_sessions: DeskSessionsTable;
  desk_signing_name_changes: DeskSigningNameChangesTable;
  desk_totp: DeskTotpTable;
  desk_user_roles: DeskUserRolesTable;
  desk_users: DeskUsersTable;
  follow_up_digests: FollowUpDigestsTable;
  held_uploads: HeldUploadsTable;
  hidden_drawings: HiddenDrawingsTable;
  job_openings: JobOpeningsTable;
  lead_acknowledgements: LeadAcknowledgementsTable;
  lead_follow_up: LeadFollowUpTable;
  lead_notes: LeadNotesTable;
  lead_status: LeadStatusTable;
  lead_status_changes: LeadStatusChangesTable;
  leads: LeadsTable;
  mail_outbox: MailOutboxTable;
  newsletter_issues: NewsletterIssuesTable;
  notifications: NotificationsTable;
  photos: PhotosTable;
  portal_addresses: PortalAddressesTable;
  portal_calendar_feeds: PortalCalendarFeedsTable;
  portal_links: PortalLinksTable;
  portal_reminders: PortalRemindersTable;
  portal_removed_addresses: PortalRemovedAddressesTable;
  portal_sessions: PortalSessionsTable;
  portal_unsubscribe_links: PortalUnsubscribeLinksTable;
  privacy_breach_versions: PrivacyBreachVersionsTable;
  privacy_breaches: PrivacyBreachesTable;
  privacy_contact: PrivacyContactTable;
  privacy_request_follow_up: PrivacyRequestFollowUpTable;
  privacy_request_links: PrivacyRequestLinksTable;
  privacy_request_notes: PrivacyRequestNotesTable;
  privacy_request_status: PrivacyRequestStatusTable;
  privacy_request_status_changes: PrivacyRequestStatusChangesTable;
  privacy_requests: PrivacyRequestsTable;
  quotation_mails: QuotationMailsTable;
  quotations: QuotationsTable;
  report_amendments: ReportAmendmentsTable;
  report_customer_emails: ReportCustomerEmailsTable;
  report_pdfs: ReportPdfsTable;
  report_tallies: ReportTalliesTable;
  reports: ReportsTable;
  request_links: RequestLinksTable;
  schema_migrations: SchemaMigrationsTable;
  scope_import_plans: ScopeImportPlansTable;
  scope_row_services: ScopeRowServicesTable;
  scope_row_versions: ScopeRowVersionsTable;
  scope_rows: ScopeRowsTable;
  scope_search_words: ScopeSearchWordsTable;
  service_photos: ServicePhotosTable;
  throttle_hits: ThrottleHitsTable;
}
