import { migration as leads } from "./0001_leads";
import { migration as notifications } from "./0002_notifications";
import { migration as desk } from "./0003_desk";
import { migration as deskRoles } from "./0004_desk_roles";
import { migration as leadSearch } from "./0005_lead_search";
import { migration as passwordLinks } from "./0006_password_links";
import { migration as reports } from "./0007_reports";
import { migration as auditCounts } from "./0008_audit_counts";
import { migration as apiTokens } from "./0009_api_tokens";
import { migration as reportLinks } from "./0010_report_links";
import { migration as registerIndexes } from "./0011_register_indexes";
import { migration as openings } from "./0012_openings";
import { migration as applications } from "./0013_applications";
import { migration as articles } from "./0014_articles";
import { migration as photos } from "./0015_photos";
import { migration as registerSearch } from "./0016_register_search";
import { migration as galleryDrawings } from "./0017_gallery_drawings";
import { migration as articleHtml } from "./0018_article_html";
import { migration as reportAuthorisation } from "./0019_report_authorisation";
import { migration as registerTodo } from "./0020_register_todo";
import { migration as twoFactor } from "./0021_two_factor";
import { migration as certificates } from "./0022_certificates";
import { migration as caseStatus } from "./0023_case_status";
import { migration as articlePage } from "./0024_article_page";
import { migration as openingStates } from "./0025_opening_states";
import { migration as caseFollowUp } from "./0026_case_follow_up";
import { migration as articleAutosave } from "./0027_article_autosave";
import { migration as customers } from "./0028_customers";
import { migration as reminders } from "./0029_reminders";
import { migration as scope } from "./0030_scope";
import { migration as portalList } from "./0031_portal_list";
import { migration as requestLinks } from "./0032_request_links";
import { migration as signingNameChanges } from "./0033_signing_name_changes";
import { migration as reportSeal } from "./0034_report_seal";
import { migration as portalDoor } from "./0035_portal_door";
import { migration as acknowledgements } from "./0036_acknowledgements";
import { migration as calendarFeeds } from "./0037_calendar_feeds";
import { migration as reminderLeadTime } from "./0038_reminder_lead_time";
import { migration as backupRuns } from "./0039_backup_runs";
import { migration as scopeWords } from "./0040_scope_words";
import { migration as quotations } from "./0041_quotations";
import { migration as quotationMails } from "./0042_quotation_mails";
import { migration as contentVersion } from "./0043_content_version";
import { migration as followUpDigestClaims } from "./0044_follow_up_digest_claims";
import { migration as throttleHits } from "./0045_throttle_hits";
import { migration as mailOutbox } from "./0046_mail_outbox";
import { migration as scopeImportPlans } from "./0047_scope_import_plans";
import { migration as heldUploads } from "./0048_held_uploads";
import { migration as searchesPostgres } from "./0049_searches_postgres";
import { migration as postgresSpeed } from "./0050_postgres_speed";
import { migration as restorableFunctions } from "./0051_restorable_functions";
import { migration as consentRecords } from "./0052_consent_records";
import { migration as privacyRequests } from "./0053_privacy_requests";
import { migration as privacyBreaches } from "./0054_privacy_breaches";
import { migration as privacyRequestLanguage } from "./0055_privacy_request_language";
import { migration as acknowledgementLanguage } from "./0056_acknowledgement_language";
import type { Migration } from "./types";

export type { Migration };

/**
 * Every change to the database, oldest first; each runs once, at the start of
 * the server or a command, and is recorded in schema_migrations.
 *
 * To change the schema: add NNNN_what.ts with the next version number, list it
 * last here, and never edit one that has shipped (a database that has run it
 * will not run it again). Work done side by side takes its numbers in advance
 * (0021 two-factor sign-in, 0022 certificates, 0023 cases, 0024 article addresses, 0025
 * opening states, 0026 follow-up, 0027 article autosave, 0030 the scope of accreditation, 0032 a test request's PDF link, 0033 signing names, 0034 the digital seal, 0035 the portal's door, 0036 acknowledgements, 0037 calendar feeds, 0039 backup runs): a number may be missing here
 * until that work is merged, and one taken is never given again.
 *
 * 0001 to 0003 describe the schema as it stood before versions were recorded
 * and leave what exists alone (IF NOT EXISTS; 0001 looks first): a database
 * made then is adopted as it is.
 */
export const migrations: readonly Migration[] = [
  leads,
  notifications,
  desk,
  deskRoles,
  leadSearch,
  passwordLinks,
  reports,
  auditCounts,
  apiTokens,
  reportLinks,
  registerIndexes,
  openings,
  applications,
  articles,
  photos,
  registerSearch,
  galleryDrawings,
  articleHtml,
  reportAuthorisation,
  registerTodo,
  twoFactor,
  certificates,
  caseStatus,
  articlePage,
  openingStates,
  caseFollowUp,
  articleAutosave,
  customers,
  reminders,
  scope,
  portalList,
  requestLinks,
  signingNameChanges,
  reportSeal,
  portalDoor,
  acknowledgements,
  calendarFeeds,
  reminderLeadTime,
  backupRuns,
  scopeWords,
  quotations,
  quotationMails,
  contentVersion,
  followUpDigestClaims,
  throttleHits,
  mailOutbox,
  scopeImportPlans,
  heldUploads,
  searchesPostgres,
  postgresSpeed,
  restorableFunctions,
  consentRecords,
  privacyRequests,
  privacyBreaches,
  privacyRequestLanguage,
  acknowledgementLanguage,
];
