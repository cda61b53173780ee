/** Wording shared by every accredited report. */
export const NABL_REPORT = "NABL-accredited test report with ULR number, traceable to NPL-India";
export const TURNAROUND = "3-5 working days from receipt of samples";
