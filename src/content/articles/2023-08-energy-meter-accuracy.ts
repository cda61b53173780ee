// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `The accuracy class printed on a meter is a promise about a defined set of conditions: reference voltage and frequency, a sinusoidal supply, balanced load and a stated range of current and power factor. Field conditions are rarely that tidy. A lot inspection or a disputed-bill test should therefore check how the meter behaves where the class index says little: at very low load, at poor power factor, with voltage and frequency away from nominal, and with harmonics present.

## The standards behind the tests

Static meters of class 1.0 and 2.0 are tested to IS 13779, whose IEC counterpart today is IEC 62053-21. Transformer-operated meters of class 0.2S and 0.5S are covered by IS 14697, the counterpart of IEC 62053-22. Smart meters add IS 16444 for the load switch and communication functions, and IS 15959 defines the DLMS/COSEM data the meter must provide. The general requirements for the meter case, marking, insulation and electromagnetic compatibility sit in the same family of standards.

Each standard divides its tests into type tests, done once on a design, and acceptance and routine tests, done on lots and on every meter. For a DISCOM, the acceptance tests on a sample from each lot are where poor production shows up.

## Tests that matter beyond the class index

- **Starting current.** The meter must start and keep registering at a very small current: for a class 1 whole-current meter, 0.4 % of the basic current at unity power factor. A meter that does not start loses small loads such as night-time standby consumption.
- **Running with no load (creep).** With the current circuit open and 115 % of reference voltage applied, the meter must not produce more than one output pulse in the test period. Creep bills energy that was never used.
- **Accuracy across the load range.** Errors are measured from a few percent of basic current up to maximum current, not only at basic current. The permitted error is wider at the lowest currents, and many failures appear there first.
- **Power factor.** Measurements at 0.5 lagging and 0.8 leading show whether the meter handles phase shift correctly. Industrial and agricultural loads spend much of their time at lagging power factor.
- **Influence quantities.** Voltage and frequency variation, harmonics in the current, reversed phase sequence and external magnetic fields each have a permitted additional error. Magnetic influence is also a tamper check.
- **Tamper behaviour.** Neutral disconnection, earth loading, reverse current and current-circuit bypass must be either registered correctly or logged as events, as the utility's specification requires.

## A practical acceptance plan

The sampling plan of the applicable standard fixes the sample size from the lot size and sets how many defective meters are allowed. Within that sample, a plan like the one below gives a clear picture in reasonable bench time.

| Test point | Condition | What it reveals |
| --- | --- | --- |
| Starting current | 0.4 % of Ib, unity power factor (class 1) | Insensitive measuring chip or poor calibration at low current |
| Creep | No current, 115 % of reference voltage | Offset in the measuring circuit |
| Low load | 5 % and 10 % of Ib, unity power factor | Errors at light load, often the first to drift |
| Basic and maximum current | Ib and Imax, unity power factor | Calibration of the meter and current sensor linearity |
| Lagging and leading load | 0.5 lagging and 0.8 leading, 10 % of Ib to Imax | Phase compensation |
| Voltage variation | Reference voltage ±10 % at Ib | Supply-dependent error |
| Dial or register test | A fixed energy at Ib | Whether the display agrees with the test output |

The last test is often skipped and should not be: the accuracy tests read the meter's test output (LED pulses), while the bill is based on the register. A firmware or configuration fault can make them disagree.

## Disputed bills

When a consumer disputes a bill, the meter is usually removed under seal and tested in the presence of both parties, following the procedure in the state's supply code. We record the seals and their condition, the display and register readings before any test, and then run the accuracy tests at the load points that reflect the consumer's actual use. For meters with data logging we also download the load survey and event log through the optical port, which can show tamper events, missing potential or long periods of no load that explain a high or low reading.

A meter found within its class limits is not proof that the bill is right, and a meter outside them is not proof it is wrong. The report gives the measured errors with their uncertainty; the utility and the consumer then apply the rules of their supply code.

## What to send

For a lot inspection, send the sample meters with the purchase order's technical specification, the meter constant, the type test report of the design, and any reading or DLMS software needed to read the registers. For a disputed meter, send it sealed with the seizure record, the consumer number, the last readings on the bill and the date the dispute was raised, and tell us whether the consumer or their representative wants to witness the test.
`;
