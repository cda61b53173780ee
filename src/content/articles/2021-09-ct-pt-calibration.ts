// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `An energy meter connected through current and voltage transformers can only be as accurate as the transformers that feed it. A metering point that records ten million units a year and runs half a percent high bills fifty thousand units that were never supplied. Instrument transformer calibration measures these errors directly, under the conditions in which the transformer actually works.

## Standards and accuracy classes

Instrument transformers in India are specified to IS 16227, which adopts the IEC 61869 series: Part 1 for general requirements, Part 2 for current transformers and Part 3 for inductive voltage transformers. They replace the older IS 2705 for CTs and IS 3156 for VTs, which many installed units were bought against.

Each transformer has two errors:

- **Ratio error** (current error or voltage error): the difference between the actual secondary value multiplied by the rated ratio and the primary value, in percent of the primary value. A positive error means the meter sees more than really flows.
- **Phase displacement**: the angle between primary and secondary phasors, in minutes of arc or centiradians. At unity power factor it hardly affects active energy; at 0.5 power factor a phase error of 30 minutes shifts the measured active energy by about 1.5 %.

The accuracy class sets the limits for both. For metering CTs the limits depend on the current:

| Class | 1 % of rated current | 5 % | 20 % | 100 % | 120 % |
| --- | --- | --- | --- | --- | --- |
| 0.2S | ±0.75 % / ±30′ | ±0.35 % / ±15′ | ±0.2 % / ±10′ | ±0.2 % / ±10′ | ±0.2 % / ±10′ |
| 0.5S | ±1.5 % / ±90′ | ±0.75 % / ±45′ | ±0.5 % / ±30′ | ±0.5 % / ±30′ | ±0.5 % / ±30′ |
| 0.2 | not specified | ±0.75 % / ±30′ | ±0.35 % / ±15′ | ±0.2 % / ±10′ | ±0.2 % / ±10′ |
| 0.5 | not specified | ±1.5 % / ±90′ | ±0.75 % / ±45′ | ±0.5 % / ±30′ | ±0.5 % / ±30′ |

The S classes are specified down to 1 % of rated current, which is why they are preferred where load varies widely, such as on a solar plant's export feeder or an industrial consumer who runs one shift. For voltage transformers the limits are the same at any voltage from 80 % to 120 % of rated: ±0.2 % and ±10 minutes for class 0.2, ±0.5 % and ±20 minutes for class 0.5.

## How calibration is done

We use the comparison method. The transformer under test and a reference transformer of the same ratio and much better accuracy are connected with their primaries in series (for CTs) or in parallel (for VTs). An instrument transformer test set measures the in-phase and quadrature components of the difference between the two secondaries and displays ratio error and phase displacement directly. The reference transformers are calibrated with traceability to NPL India, and their own errors are corrected in the result.

A typical sequence for a metering CT is:

1. visual check, nameplate details and terminal marking;
2. polarity check;
3. demagnetisation, because remanence left by a DC winding resistance or insulation test shifts the error at low current;
4. error measurement at 1 %, 5 %, 20 %, 100 % and 120 % of rated current, at rated burden;
5. the same points at 25 % of rated burden, or at the burden range the purchaser specifies;
6. insulation resistance and a power-frequency test on the secondary winding where required.

VTs are measured at 80 %, 100 % and 120 % of rated voltage, again at the upper and lower ends of the burden range.

## Why burden matters

A transformer's errors depend on the impedance connected to its secondary. The standard limits apply between 25 % and 100 % of rated burden unless an extended range is specified. A CT rated 15 VA that feeds a modern static meter through short leads may see only one or two volt-amperes, well below the range its class covers. Its error at that burden can be quite different from its nameplate behaviour, and a calibration at rated burden alone will not show it.

For that reason we ask for the actual connected burden: the meter's rated consumption per circuit, the lead length and cross-section, and any other instruments in the same circuit. We then add a test at that burden, or measure the burden on site with the circuit in service.

## Protection CTs are different

Protection cores are not judged by these metering limits. Their classes, 5P and 10P, or PX (PS in the older IS 2705), concern composite error at a multiple of rated current and the knee-point voltage of the excitation curve, so they are tested by excitation characteristic, winding resistance and turns ratio rather than by error measurement at low current.

## What to send

Send the transformers with their rating plates legible, the purchase specification or the class, ratio and rated burden you need verified, and the connected burden of the metering circuit if you know it. For units to be tested in a metering cubicle, send the cubicle drawing and the meter's details. For site calibration at a substation, tell us the system voltage, whether the primary can be isolated, and the outage window available.
`;
