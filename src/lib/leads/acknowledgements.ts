/**
 * The columns of an outbox table made the usual way (the leads' notifications, the
 * acknowledgements): one row per record in `id`, its state, attempts and times.
 * A record's acknowledgement is queued by lib/cases/store.ts enqueueAcknowledgement.
 */
export const outboxColumns = (table: string, id: string) => ({
  table,
  id,
  state: "state",
  attempts: "attempts",
  nextAt: "next_attempt_at",
  error: "last_error",
  messageId: "message_id",
  sentAt: "sent_at",
});
