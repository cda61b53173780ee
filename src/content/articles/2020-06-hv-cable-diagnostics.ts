// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `An underground cable is the part of a network that nobody can see. A medium-voltage XLPE cable installed well can last for decades, but water trees in the insulation, moisture in a joint or a termination made in a hurry can shorten that to a few years. Diagnostic testing tells an asset owner which circuits are ageing and which accessories are defective, before a fault makes the decision.

## Why not a DC withstand test

For many years, cables were tested by applying a high DC voltage and watching the leakage current. For XLPE this is no longer recommended. DC stress distributes through the insulation differently from AC, it can leave trapped space charge that makes an aged cable fail soon after it is returned to service, and a cable that survives it has proved little about its condition. IEEE 400, the guide for field testing of shielded power cable systems, describes the alternatives: very low frequency (VLF) testing, damped AC testing and partial discharge measurement.

## VLF tan delta

A cable is a long capacitor, and energising it at 50 Hz needs a large and heavy test set. At 0.1 Hz the reactive power is five hundred times smaller, so a portable VLF source can test several kilometres of cable. IEEE 400.2 covers VLF withstand and tan delta testing.

Tan delta, the dissipation factor, is the ratio of the resistive current to the capacitive current through the insulation. Sound XLPE has very low losses; water trees, moisture and contamination raise them. We measure tan delta on each phase at 0.5 U0, 1.0 U0 and 1.5 U0, where U0 is the rated voltage between conductor and screen, and assess three figures:

- **mean tan delta** at U0, the overall level of loss;
- **stability**, the standard deviation of repeated readings at each step, which rises when discharges or moisture are active;
- **tip-up**, the change in tan delta between the low and high voltage steps: in a healthy cable it is small, while in water-treed or wet insulation it grows with voltage.

IEEE 400.2 sorts results into three condition classes, from no action required to action required, with separate criteria for XLPE, EPR and paper-insulated lead-covered (PILC) cables. Paper insulation naturally has a higher tan delta than XLPE and is judged against its own criteria. Because the test is non-destructive at these voltages, it can be repeated every few years and the trend compared, which is often more telling than a single value.

## Partial discharge

Tan delta describes the whole length of a cable. Partial discharge finds local defects: a void in a joint, a misplaced stress cone in a termination, a damaged screen. Offline PD testing energises the cable with a VLF or damped AC source, measures discharges at the termination and calibrates them in picocoulombs in the manner of IEC 60270. Each discharge pulse travels both ways along the cable; the time between the direct pulse and its reflection from the far end gives the position of the source, so the result is a PD map along the route. Clusters at the positions of joints are common and usually point to poor workmanship. IEEE 400.3 is the guide for this field measurement.

Online PD measurement, with high-frequency current sensors on the earth straps at the terminations, needs no outage and is useful for monitoring important circuits, although locating the source is less precise.

## When a fault has happened

Fault location is a separate job with its own sequence, and speed matters because customers are off supply.

| Step | Method | What it does |
| --- | --- | --- |
| Classify | Insulation resistance and continuity of each core | Tells whether the fault is an open, a low-resistance or a high-resistance fault |
| Pre-locate | Time-domain reflectometry (TDR) | Finds opens and low-resistance faults from the echo of a low-voltage pulse |
| Pre-locate | Arc reflection (ARM) or impulse current | Makes a high-resistance or intermittent fault break down briefly so its position can be measured |
| Trace | Route tracing and depth measurement | Confirms where the cable actually runs |
| Pinpoint | Surge generator with acoustic and electromagnetic detection | Finds the spot on the ground where the flashover is heard |
| Sheath faults | Step-voltage method | Locates damage to the outer sheath |

Pre-location narrows the search to a short stretch of the route; pinpointing then finds the fault closely enough that the crew digs one small pit. After repair, the new joint should be tested before the circuit is returned to service, ideally with a VLF withstand and a PD measurement so that the repair itself does not become the next fault.

## What to prepare

For a diagnostic survey, send the list of circuits with cable type, insulation (XLPE, EPR or PILC), rated voltage, cross-section, length and year of laying, the positions of joints if known, and any previous test or fault records. For fault location, tell us the cable details, how the fault showed itself (protection trip, burning smell, repeated tripping), the results of any insulation resistance test already done, and route drawings. In both cases arrange the shutdown, isolation and earthing of both ends, and access to the terminations.
`;
