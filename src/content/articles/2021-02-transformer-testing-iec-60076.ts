// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `A transformer is bought on paper: a rating, a vector group, guaranteed losses, an impedance and insulation levels. Testing is how the purchaser finds out whether the unit on the truck matches the paper. IEC 60076 and its Indian counterpart IS 2026 define the tests and how they are done, and IS 1180 (Part 1) adds the loss limits and energy efficiency levels for distribution transformers.

## The parts of the standard

The tests are spread across several parts of the series:

- **IEC 60076-1**: general requirements, the lists of routine, type and special tests, measurement methods for ratio, resistance, losses and impedance, and tolerances;
- **IEC 60076-2**: temperature rise of liquid-immersed transformers;
- **IEC 60076-3**: insulation levels and dielectric tests;
- **IEC 60076-5**: ability to withstand short circuit;
- **IEC 60076-18**: measurement of frequency response (SFRA).

The parts of IS 2026 follow the same numbering, so a specification that asks for tests "as per IS 2026 (Part 1)" points to the same procedures.

## Routine, type and special tests

Routine tests are done on every transformer. Type tests are done on one unit of a design to show that the design meets its ratings, and are usually not repeated for identical units. Special tests are done only when the purchaser asks for them. The category of a dielectric test depends on the highest voltage for equipment (Um): for distribution transformers of 11 kV and 33 kV class the lightning impulse test is a type test, while for large power transformers of higher voltage it becomes routine.

| Test | Category for a 33 kV class unit | What it reveals |
| --- | --- | --- |
| Winding resistance | Routine | Loose joints, broken strands, poor tap-changer contacts |
| Voltage ratio and vector group | Routine | Wrong turns, wrong connections, tap-changer faults |
| No-load loss and current | Routine | Core steel quality, assembly and core faults |
| Load loss and impedance voltage | Routine | Conductor size, stray losses, winding geometry |
| Separate-source AC withstand (applied voltage) | Routine | Main insulation between windings and to earth |
| Induced overvoltage withstand | Routine | Insulation between turns and layers |
| Temperature rise | Type | Adequacy of cooling and oil circulation |
| Lightning impulse | Type | Insulation under lightning surges |
| Short-circuit withstand | Special | Mechanical strength of windings and clamping |
| Zero-sequence impedance, frequency response (SFRA) | Special | Earthing behaviour, a baseline for later diagnosis |

## What each key test shows

### Winding resistance

Measured with direct current on every tap, winding resistance checks joints and the tap changer. It is also needed later: load losses are corrected to the reference temperature of 75 °C using resistance, and the temperature rise test calculates winding temperature from the change in resistance after shutdown.

### Ratio and vector group

The ratio is measured on all taps and compared with the nameplate; IEC 60076-1 allows the smaller of ±0.5 % of the declared ratio or a tenth of the percentage impedance on the principal tap. The vector group check confirms the phase displacement between windings, which matters as soon as two transformers are run in parallel.

### No-load and load losses

No-load loss is measured at rated voltage and frequency from the low-voltage side, with the correction for a non-sinusoidal voltage waveform. Load loss and impedance are measured by short-circuiting one winding and circulating rated current. Losses decide a transformer's running cost over its life, which is why purchasers capitalise them in tenders and why IS 1180 (Part 1) sets maximum total losses at 50 % and 100 % load for each energy efficiency level. Measured losses are judged against those limits, or against the guaranteed values with the tolerances of IEC 60076-1.

### Dielectric tests

In the applied voltage test, the winding under test is connected together and raised to the test voltage against the other windings, core and tank, all earthed, for one minute: 28 kV for an 11 kV winding and 70 kV for a 33 kV winding. The induced test excites the transformer above its rated voltage to stress the turn-to-turn insulation; a higher frequency, commonly double, is used so that the core does not saturate.

### Temperature rise

The transformer is loaded with its total losses until the top-oil temperature is stable, then run at rated current to find the winding temperature rise. The test is long, often most of a day, and it is the main evidence that the cooling design works at the rated load.

## Accepting distribution and special-design transformers

For distribution transformers (DTR), DISCOMs usually inspect a sample from each lot at the works or send it to an independent laboratory for routine and acceptance tests, and often ask for a temperature rise test on one unit of the lot. Special-design transformers (SDTR), such as earthing, rectifier, furnace or inverter-duty units, have no standard rating table, so the test plan is drawn up from the purchaser's specification and agreed before testing starts.

To book transformer tests, send the purchase specification and guaranteed technical particulars, the rating and diagram plate drawing, the manufacturer's routine test report, and the list of tests you want. Tell us the rating, voltage class, weight and dimensions so that we can plan handling and the test bay, and say whether a representative of the purchaser will witness the tests.
`;
