/**
 * A report's customer addresses (the schema's `customerEmail`): one row each
 * with its domain, so the portal finds a customer's reports by address and an
 * organisation's by its addresses and domains. Kept by the register's store.
 */
export { customerEmailsOf, setCustomerEmails } from "./store";
