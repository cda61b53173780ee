// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `A test report is used by people who never saw the test: a utility's acceptance engineer, a tender committee, an auditor, sometimes a court. They need a reason to trust the numbers. Accreditation gives that reason. It does not say that a result is correct, but that an independent body has assessed the laboratory's competence to produce that kind of result and keeps checking it.

## What ISO/IEC 17025 requires

ISO/IEC 17025:2017 sets the general requirements for the competence, impartiality and consistent operation of testing and calibration laboratories. In India, the National Accreditation Board for Testing and Calibration Laboratories (NABL) assesses laboratories against it. NABL is a signatory to the ILAC and APAC mutual recognition arrangements, under which the signatories recognise each other's accreditations as equivalent. That is what helps an Indian accredited report to be accepted abroad.

The standard is arranged in five groups of requirements:

- **General**: impartiality and confidentiality, so that commercial pressure cannot influence a result and a customer's information stays private.
- **Structural**: a defined legal entity, management and responsibilities.
- **Resources**: competent personnel, suitable facilities and environmental conditions, equipment that is calibrated and checked, and metrological traceability to the SI through national standards.
- **Process**: review of requests, selection and validation of methods, sampling, handling of test items, technical records, evaluation of measurement uncertainty, ensuring the validity of results, and reporting.
- **Management system**: document control, records, risk, corrective action, internal audits and management review.

Assessors do not only read procedures. They witness tests being performed, trace a finished report back through its raw data, equipment records and calibration certificates, and question the staff who signed it.

## Reading a scope of accreditation

Accreditation is granted for a defined scope, not for the laboratory as a whole. Only the items listed there can be reported as accredited. Before you rely on a report, look up the laboratory's scope on the NABL website and check:

1. the discipline and the product or parameter, for example power cables, or AC voltage;
2. the test method or standard, including its edition where the scope states it;
3. the range covered: a scope for transformer tests up to 33 kV class does not cover a 132 kV unit;
4. for calibration, the calibration and measurement capability (CMC), the smallest uncertainty the laboratory can achieve for that parameter and range;
5. whether the entry is for the permanent laboratory, for site work, or both.

A report may contain both accredited and non-accredited results. The non-accredited ones must be clearly identified. Every accredited report also carries a ULR number, a unique report number in the format NABL prescribes, which ties the report to the accredited laboratory.

## Measurement uncertainty and decision rules

Every measurement has an uncertainty. A calibration certificate states it for each result as an expanded uncertainty, usually at a coverage probability of about 95 %, with a coverage factor k = 2. The evaluation follows the GUM (JCGM 100), and NABL applies the ILAC policy on uncertainty in calibration.

Uncertainty matters most when a result is close to a limit. Suppose a meter's permitted error is ±1.0 % and the measured error is +0.9 % with an expanded uncertainty of 0.2 %. The true error could be above the limit. Whether that is reported as a pass depends on the decision rule. ISO/IEC 17025:2017 requires the laboratory to agree the decision rule with the customer before testing when a statement of conformity is requested, and to state it in the report. ILAC-G8 describes common rules, such as simple acceptance or acceptance with a guard band.

| On the report | What to check |
| --- | --- |
| NABL symbol and ULR number | That the tests you rely on are inside the scope |
| Method and standard | That it is the method your specification calls for |
| Measured values and units | That the test points match what you asked for |
| Expanded uncertainty | That it is small compared with your tolerance |
| Statement of conformity and decision rule | That the rule is the one you agreed |
| Environmental conditions and dates | That they suit the test and are recent enough |

## Proficiency testing

A laboratory can be competent on paper and still drift. Proficiency testing, where several laboratories measure the same item or a circulated sample and their results are compared, is an external check. NABL requires accredited laboratories to take part in suitable schemes, and providers operate them under ISO/IEC 17043. For testing, performance is usually judged by the z-score: |z| up to 2 is satisfactory, 3 or more is unsatisfactory, and values in between are questionable. For calibration, the En number compares the difference between laboratories with their stated uncertainties, and |En| up to 1 is satisfactory. When you choose a laboratory for critical work, it is fair to ask about its recent results in your field.

## What to send with a request

When you ask for accredited testing or calibration, name the standard and its edition, the tests or calibration points you need, and the acceptance limits in your specification. Say whether you need a statement of conformity and agree the decision rule before testing begins. Identify each item clearly, and tell us if the report will be used for a tender, a type approval or a dispute, so that we can confirm in advance that everything you need is inside our scope.
`;
